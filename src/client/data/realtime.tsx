import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import type { RealtimeEvent } from '@/contract/realtime';
import { SESSION_ENDED_CLOSE_CODE, TOO_MANY_SOCKETS_CLOSE_CODE } from '@/contract/realtime-close';
import type { User } from '@/contract/user';
import { codeOnDemand } from '@/client/lib/code-on-demand';
import { authKeys, useUser } from './auth';
import { setRealtimeLive } from './realtime-status';

export type ConnectionState = 'connecting' | 'connected' | 'closed' | 'error';
export const PING_INTERVAL_MS = 30_000;
export const RECONNECT_DELAY_MS = 3_000;
/** Closed by the client when the code that reads events could not be fetched: connects again. */
const RECONNECT_CLOSE_CODE = 4000;

/**
 * The events' contract and cache writers (zod and every domain's writer): fetched once someone is
 * signed in, so a visitor's first load goes without them.
 */
const realtimeCache = codeOnDemand(() => import('./realtime-cache'));
type RealtimeCache = typeof import('./realtime-cache');

interface RealtimeState {
  state: ConnectionState;
  /** Events received since the page loaded (newest last), for the test page. */
  events: RealtimeEvent[];
  send: (message: string) => boolean;
}

const RealtimeContext = createContext<RealtimeState>({
  state: 'closed',
  events: [],
  send: () => false,
});

/**
 * One socket per signed-in tab at /ws (the session cookie authenticates it). Pings every 30 s,
 * reconnects 3 s after any close but a normal one (1000), the end of its session (1008) or one
 * closing the user's oldest of too many sockets (4008), and when the page becomes visible. Each
 * event is checked against the contract and carries its change, written into the cache by its
 * domain (realtime-cache.ts); once reconnected it refetches what events missed in between could
 * have changed.
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const { data: user } = useUser();
  const queryClient = useQueryClient();
  const [state, setState] = useState<ConnectionState>('closed');
  const [events, setEvents] = useState<RealtimeEvent[]>([]);
  const socketRef = useRef<WebSocket | null>(null);
  const userId = user?.id;

  useEffect(() => {
    if (userId === undefined) return;
    let stopped = false;
    let connectedBefore = false;
    let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
    let pingTimer: ReturnType<typeof setInterval> | undefined;

    const connect = () => {
      if (
        stopped ||
        socketRef.current?.readyState === WebSocket.OPEN ||
        socketRef.current?.readyState === WebSocket.CONNECTING
      )
        return;
      setState('connecting');
      let socket: WebSocket;
      try {
        socket = new WebSocket(`${location.origin.replace(/^http/, 'ws')}/ws?userId=${userId}`);
      } catch (error) {
        console.error('Failed to create connection', error);
        setState('error');
        return;
      }
      socketRef.current = socket;
      socket.onopen = () => {
        setState('connected');
        pingTimer = setInterval(() => {
          if (socket.readyState === WebSocket.OPEN) {
            socket.send(
              JSON.stringify({
                type: 'ping',
                message: 'ping',
                timestamp: new Date().toISOString(),
              }),
            );
          }
        }, PING_INTERVAL_MS);
      };
      socket.onmessage = (message) => {
        // Checked against the contract and written into the cache; anything else is dropped (and
        // logged), never written. Events that come before that code are read in order once it is
        // there; if it cannot come, the socket closes and connects again.
        const receive = ({ receiveRealtimeMessage, refetchAfterReconnect }: RealtimeCache) => {
          const event = receiveRealtimeMessage(queryClient, String(message.data), userId);
          if (!event) return;
          setEvents((list) => [...list.slice(-99), event]);
          if (event.type === 'connection_established') {
            // Sent once the server counts this socket in: every change committed from now on comes.
            setRealtimeLive(true);
            if (connectedBefore) refetchAfterReconnect(queryClient);
            connectedBefore = true;
          }
        };
        if (realtimeCache.loaded) receive(realtimeCache.loaded);
        else realtimeCache.load().then(receive, () => socket.close(RECONNECT_CLOSE_CODE));
      };
      socket.onerror = () => setState('error');
      socket.onclose = (close) => {
        clearInterval(pingTimer);
        socketRef.current = null;
        setRealtimeLive(false);
        if (stopped) return;
        setState((current) => (current === 'error' ? 'error' : 'closed'));
        if (close.code === SESSION_ENDED_CLOSE_CODE) {
          // The session ended (logout in another tab, a new login, a password reset): ask who is
          // signed in now. Signed out or someone else, this effect ends or starts over; the same
          // user again (a new login), a socket with the new session.
          void queryClient.refetchQueries({ queryKey: authKeys.me }).then(() => {
            if (queryClient.getQueryData<User | null>(authKeys.me)?.id === userId) connect();
          });
          // Closed as the user's oldest of too many: again only when this tab is looked at.
        } else if (close.code !== 1000 && close.code !== TOO_MANY_SOCKETS_CLOSE_CODE) {
          reconnectTimer = setTimeout(connect, RECONNECT_DELAY_MS);
        }
      };
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') connect();
    };

    void realtimeCache.preload();
    connect();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      clearTimeout(reconnectTimer);
      clearInterval(pingTimer);
      document.removeEventListener('visibilitychange', onVisible);
      socketRef.current?.close(1000);
      socketRef.current = null;
      setRealtimeLive(false);
      setState('closed');
    };
  }, [userId, queryClient]);

  const send = (message: string) => {
    const socket = socketRef.current;
    if (socket?.readyState !== WebSocket.OPEN) return false;
    socket.send(JSON.stringify({ type: 'ping', message, timestamp: new Date().toISOString() }));
    return true;
  };

  return (
    <RealtimeContext.Provider value={{ state, events, send }}>{children}</RealtimeContext.Provider>
  );
}

export function useRealtime(): RealtimeState {
  return useContext(RealtimeContext);
}
