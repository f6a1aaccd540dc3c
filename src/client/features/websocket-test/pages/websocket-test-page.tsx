import { useState, type FormEvent } from 'react';
import { LiveBadge } from '@/client/components/messages/live-badge';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { useUser } from '@/client/data/auth';
import { useRealtime } from '@/client/data/realtime';

/** A page to watch the realtime connection: its state, a ping box and every event received. */
export function WebSocketTestPage() {
  const { data: user } = useUser();
  const { state, events, send } = useRealtime();
  const [text, setText] = useState('Hello from the test page');
  const [error, setError] = useState<string | null>(null);

  if (!user) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center text-gray-800">
        Please log in to test WebSocket functionality.
      </div>
    );
  }

  const ping = (event: FormEvent) => {
    event.preventDefault();
    setError(send(text) ? null : 'Connection failed');
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-2xl font-bold text-gray-900">Real-time connection test</h1>
      <dl className="mt-6 grid gap-3 rounded-xl border border-gray-200 bg-white p-5 shadow-sm sm:grid-cols-4">
        <div>
          <dt className="text-sm text-gray-600">User id</dt>
          <dd className="font-medium text-gray-900">{user.id}</dd>
        </div>
        <div>
          <dt className="text-sm text-gray-600">Connected</dt>
          <dd className="font-medium text-gray-900">{String(state === 'connected')}</dd>
        </div>
        <div>
          <dt className="text-sm text-gray-600">Connecting</dt>
          <dd className="font-medium text-gray-900">{String(state === 'connecting')}</dd>
        </div>
        <div>
          <dt className="text-sm text-gray-600">State</dt>
          <dd>
            <LiveBadge />
          </dd>
        </div>
      </dl>
      {error ? (
        <p role="alert" className="mt-4 text-danger-700">
          {error}
        </p>
      ) : null}
      <form onSubmit={ping} className="mt-6 flex gap-2">
        <label className="flex-1">
          <span className="sr-only">Test message</span>
          <Input value={text} onChange={(e) => setText(e.target.value)} />
        </label>
        <Button type="submit">Send ping</Button>
      </form>
      <h2 className="mt-8 font-semibold text-gray-900">Received messages</h2>
      <ol className="mt-2 max-h-96 space-y-1 overflow-y-auto rounded-xl border border-gray-200 bg-white p-3 font-mono text-xs text-gray-800">
        {events.length === 0 ? (
          <li>Nothing yet.</li>
        ) : (
          events.map((e, i) => (
            <li key={i} className="break-all">
              {JSON.stringify(e)}
            </li>
          ))
        )}
      </ol>
      <p className="mt-6 text-sm text-gray-700">
        The socket at <code>/ws</code> is authenticated by your session cookie. It pings every 30
        seconds and reconnects 3 seconds after an unexpected close. Open a quote conversation in
        another tab and send a message to see <code>new_message</code> and{' '}
        <code>unread_count_update</code> arrive here.
      </p>
    </div>
  );
}
