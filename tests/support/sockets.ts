import WebSocket from 'ws';

/** The address of the realtime socket (/ws) of a server at `baseUrl` (http://host:port). */
export const socketUrl = (baseUrl: string) => `${baseUrl.replace(/^http/, 'ws')}/ws`;

export interface OpenSocket {
  socket: WebSocket;
  /** Its close code and reason, once it has closed. */
  closed: Promise<{ code: number; reason: string }>;
}

/** A realtime socket opened at `url` with this `Cookie` header, once the server has accepted it. */
export async function openSocket(url: string, cookie: string): Promise<OpenSocket> {
  const socket = new WebSocket(url, { headers: { cookie } });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  await new Promise((resolve, reject) => {
    socket.once('message', resolve); // connection_established
    socket.once('error', reject);
  });
  return { socket, closed };
}

/** Still open and served: a ping gets its pong. */
export async function answers(socket: WebSocket): Promise<boolean> {
  if (socket.readyState !== WebSocket.OPEN) return false;
  const pong = new Promise((resolve) => socket.once('message', resolve));
  socket.send(JSON.stringify({ type: 'ping' }));
  return (await pong) !== undefined;
}
