import { randomBytes } from 'node:crypto';
import type WebSocket from 'ws';
import type { RealtimeEvent } from '@/contract/message';
import { SESSION_ENDED_CLOSE_CODE } from '@/contract/realtime-close';
import { connectDatabase } from '@/server/db/client';
import { createCompany, createUser, FACTORY_PASSWORD } from '../support/factories';
import { multipart, png } from '../support/files';
import { cutByNode, type ProxiedRequest } from '../support/haproxy';
import { holdsWithin, simulatedDelay } from '../support/waiting';
import { Ledger, verifyLedger, type AckedMessage } from './ledger';
import { figures, Metrics, table, type Failure, type Figures } from './metrics';
import { RequestFailed, servedBy, SimClient } from './sim-client';

export interface SimulationOptions {
  /** The app, e.g. http://127.0.0.1:5000 (a restarted app must come back on the same address). */
  url: string;
  /** The app's database: business owners and their companies are created there first. */
  databaseUrl: string;
  /** Simulated people; one in five is a business owner, the others customers. */
  users: number;
  /** Mean pause between one person's actions. */
  thinkMs?: number;
  /** People start spread over this long. */
  rampMs?: number;
  /** Pause before a socket that lost the server tries again (the app's client waits 3 s). */
  reconnectMs?: number;
  /** Behind a proxy: its log of each request by trace id (support/haproxy.ts), for killNode. */
  proxyLog?: (traceId: string) => ProxiedRequest | undefined;
}

export interface SimulationReport {
  seconds: number;
  customers: number;
  owners: number;
  requests: number;
  perSecond: number;
  actions: Array<{ action: string } & Figures>;
  /** Failures outside outages: each one fails the run. */
  errors: Failure[];
  /**
   * Expected failures, and nothing was acknowledged: during an outage (and its grace period), or
   * cut in flight on a killed node.
   */
  refused: Failure[];
  /** Per outage: how long after the fault was over the last request still failed. */
  recoveryMs: number[];
  messages: {
    acknowledged: number;
    /** Arrived on the recipient's socket as `new_message` with the message's id. */
    bySocket: number;
    /** Missed while a socket was down, found by the refetch after reconnecting (as the app's client does). */
    byRefetch: number;
    lost: AckedMessage[];
    /** Send -> recipient's socket. */
    latency: Figures;
  };
  reconnects: number;
  /** Per socket the server dropped (not a session's end): from the close to connection_established again. */
  reconnectMs: number[];
  /** When a node behind the proxy was killed (killNode). */
  nodeLoss?: {
    node: string;
    /** Sockets that were open on it when it was about to be killed. */
    socketsOpen: number;
    /**
     * Sockets it dropped by dying: those open then, and any opened on it between that count and
     * the kill taking effect (a reconnect can land there meanwhile).
     */
    socketsDropped: number;
    /**
     * Sockets on it that a sign-in ended (its close frame sent) as it was being killed: closed by
     * the app, not by the kill; they open again with the new session, as at any other time.
     */
    socketsSignedOut: number;
    /** Requests it held when it died (the proxy's log): the only failures allowed. */
    cutInFlight: number;
  };
  /** Acknowledged writes missing or differing in the database, half-made quotes, images not served. */
  problems: string[];
}

const PASSWORD = 'load-password-1';
/** A request whose connection closed before any answer (Node's codes and messages for it). */
const CLOSED_UNANSWERED = /: (ECONNRESET|socket hang up)$/;
/** The proxy sees a killed node's connections close within this long after the process is gone. */
const KILL_NOTICED_MS = 1000;
/** A WebSocket that ended without a close frame (the peer went away). */
const ABNORMAL_CLOSURE = 1006;
const SEARCHES = ['plumber', 'plumbing', 'leak repair', 'plumbr', 'drain'];
const DESCRIPTION =
  'Our kitchen sink drains slowly and the pipe under it drips when the tap runs. We would like ' +
  'someone to look at it this week, fix the leak and tell us whether the old pipes should go.';

const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)]!;

/** A run of simulated people against one app address; start it, inject faults, stop it. */
export class Simulation {
  readonly metrics = new Metrics();
  readonly ledger = new Ledger();
  private readonly people: Person[] = [];
  private readonly runs: Array<Promise<void>> = [];
  private readonly outages: Array<{ from: number; healed: number; to: number }> = [];
  /** `died`: when its process was seen gone (its sockets are closed by then). */
  private killed: { node: string; died: number; socketsOpen: number } | undefined;
  private socketsDropped = 0;
  private socketsSignedOut = 0;
  /** Sockets the server closed or dropped (not at a session's end): each comes back by itself. */
  private socketsLost = 0;
  readonly reconnectTimes: number[] = [];
  /** Which user owns each company: who a customer's message goes to. */
  readonly ownerOfCompany = new Map<number, number>();
  readonly companyIds: number[] = [];
  readonly tag = randomBytes(4).toString('hex');
  readonly thinkMs: number;
  readonly reconnectMs: number;
  private launchedAt = 0;
  running = true;
  closing = false;
  image: Buffer | undefined;

  constructor(readonly options: SimulationOptions) {
    this.thinkMs = options.thinkMs ?? 250;
    this.reconnectMs = options.reconnectMs ?? 500;
  }

  /** Creates the business owners and their companies, then starts everybody (spread over rampMs). */
  static async start(options: SimulationOptions): Promise<Simulation> {
    const simulation = new Simulation(options);
    await simulation.seed();
    simulation.launch();
    return simulation;
  }

  private async seed(): Promise<void> {
    const owners = Math.max(1, Math.round(this.options.users / 5));
    const handle = connectDatabase(this.options.databaseUrl, { max: 2 });
    try {
      for (let i = 0; i < owners; i++) {
        const email = `owner-${this.tag}-${i}@load.example`;
        const user = await createUser(handle.db, { email, firstName: 'Owner', lastName: `N${i}` });
        const company = await createCompany(handle.db, {
          ownerId: user.id,
          name: `Load Plumbing ${this.tag} ${i}`,
          zip: '94103',
        });
        this.ownerOfCompany.set(company.id, user.id);
        this.companyIds.push(company.id);
        this.people.push(new Owner(this, this.people.length, email, user.id, company.id));
      }
    } finally {
      await handle.close();
    }
    for (let i = owners; i < this.options.users; i++) {
      this.people.push(
        new Customer(this, this.people.length, `customer-${this.tag}-${i}@load.example`),
      );
    }
    this.image = await png(64, 48);
  }

  private launch(): void {
    this.launchedAt = this.metrics.now();
    const rampMs = this.options.rampMs ?? 3000;
    this.people.forEach((person, i) => {
      const delay = (rampMs * i) / this.people.length;
      this.runs.push(simulatedDelay(delay).then(() => person.run()));
    });
  }

  client(index: number): SimClient {
    const address = `127.1.${Math.floor(index / 250)}.${(index % 250) + 1}`;
    return new SimClient(this.options.url, address, this.metrics);
  }

  think(factor = 1): Promise<unknown> {
    return simulatedDelay(this.thinkMs * factor * (0.5 + Math.random()));
  }

  /** Quotes acknowledged as submitted so far. */
  private submitted(): number {
    let count = 0;
    for (const quote of this.ledger.quotes.values()) if (quote.submitted) count++;
    return count;
  }

  /**
   * Waits until the load is on (what a fault is then injected into): everybody has started and
   * opened their socket, and `quotes` more quotes have been submitted since the call. Up to `ms`:
   * resolves false if it did not come to that (the report then says what went wrong).
   */
  underLoad(quotes: number, ms = 30_000): Promise<boolean> {
    const from = this.submitted();
    return holdsWithin(
      () => this.people.every((p) => p.connections > 0) && this.submitted() >= from + quotes,
      ms,
    );
  }

  /**
   * Waits until the run has come through a fault: every socket the server dropped is back (as the
   * app's client reconnects), and `quotes` more quotes have been submitted since the call. Up to
   * `ms`: resolves false if it did not come to that (the report then says what went wrong).
   */
  recovered(quotes: number, ms = 30_000): Promise<boolean> {
    const from = this.submitted();
    return holdsWithin(
      () => this.reconnectTimes.length >= this.socketsLost && this.submitted() >= from + quotes,
      ms,
    );
  }

  /** A socket the server closed or dropped, not at a session's end: it reconnects by itself. */
  socketLost(): void {
    this.socketsLost++;
  }

  inOutage(at = this.metrics.now()): boolean {
    return this.outages.some((o) => at >= o.from && at <= o.to);
  }

  /**
   * Runs a fault (killing the app, restarting the database ...) as an outage: what fails from its
   * start until `graceMs` after it resolves is counted as refused, not as an error, and sockets
   * may drop. Anything acknowledged meanwhile must still be there in the end.
   */
  async outage(fault: () => Promise<void>, graceMs = 3000): Promise<void> {
    const window = { from: this.metrics.now(), healed: Infinity, to: Infinity };
    this.outages.push(window);
    try {
      await fault();
    } finally {
      window.healed = this.metrics.now();
      window.to = window.healed + graceMs;
    }
  }

  /**
   * Kills one of the nodes behind the proxy. Unlike an outage nothing is excused for a while: the
   * only failures allowed are the requests in flight on that node when it died (cutByKill; the
   * proxy replays GETs elsewhere, so these are POSTs), and the sockets that were open on it, which
   * must come back through the proxy.
   */
  async killNode(node: string, kill: () => Promise<void>): Promise<void> {
    const socketsOpen = this.people.filter((p) => p.socketNode === node).length;
    this.killed = { node, died: Infinity, socketsOpen };
    await kill();
    this.killed.died = this.metrics.now();
  }

  isKilled(node: string | undefined): boolean {
    return node !== undefined && node === this.killed?.node;
  }

  /** A socket closed because its node was killed. */
  droppedByKill(): void {
    this.socketsDropped++;
  }

  /** A socket on the node being killed that a sign-in ended first. */
  signedOutOnKilledNode(): void {
    this.socketsSignedOut++;
  }

  /**
   * Sent before the node died, and dropped by it. Not only before the signal: a killed process's
   * listening socket still takes connections until the kernel has torn the process down (tens of
   * milliseconds), so a request sent meanwhile is in flight on the dying node; one sent after it
   * is gone is refused there and retried on the other node. The proxy's log says which node had a
   * request and how it ended; but HAProxy logs no line for a request that was not the first on its
   * client connection and that the node dropped unanswered: it closes that connection instead, as
   * a server closing a keep-alive connection would (a browser may resend). Such a close without an
   * answer is the killed node's when it came as it died: a live node closes no connection HAProxy
   * may reuse (HAProxy purges its idle ones every 5 s, long before Fastify's 72 s keep-alive).
   */
  private cutByKill(failure: Failure): boolean {
    const { killed } = this;
    if (!killed || failure.sentAt === undefined || failure.sentAt > killed.died) return false;
    const proxied = failure.traceId ? this.options.proxyLog?.(failure.traceId) : undefined;
    if (proxied) return proxied.node === killed.node && cutByNode(proxied);
    return CLOSED_UNANSWERED.test(failure.detail) && failure.at <= killed.died + KILL_NOTICED_MS;
  }

  /**
   * Stops everybody after their current action, waits (up to deliveryMs) until every acknowledged
   * message reached its recipient, closes the sockets, checks every acknowledged write against the
   * database and the API, and reports.
   */
  async stop(deliveryMs = 10_000): Promise<SimulationReport> {
    this.running = false;
    await Promise.all(this.runs);
    const seconds = (this.metrics.now() - this.launchedAt) / 1000;
    const byUser = new Map(this.people.map((p) => [p.userId, p]));
    const undelivered = () =>
      [...this.ledger.messages.values()].filter((m) => !byUser.get(m.recipientId)?.has(m.id));
    await holdsWithin(() => undelivered().length === 0, deliveryMs);
    this.closing = true;
    for (const person of this.people) person.leave();
    // The figures of the run, before the checks below add requests of their own.
    const requests = this.metrics.requests();
    const actions = this.metrics.byAction();
    const failures = [...this.metrics.failures];

    const userIds = this.people.map((p) => p.userId).filter((id) => id > 0);
    const problems = [
      ...(await verifyLedger(this.options.databaseUrl, this.ledger, userIds)),
      ...(await this.checkImages()),
    ];
    for (const person of this.people) person.client.close();

    const excused = (f: Failure) => this.inOutage(f.at) || this.cutByKill(f);
    const refused = failures.filter(excused);
    const recoveryMs = this.outages.map((o) =>
      Math.max(
        0,
        ...refused.filter((f) => f.at >= o.from && f.at <= o.to).map((f) => f.at - o.healed),
      ),
    );
    const acknowledged = [...this.ledger.messages.values()];
    const latencies: number[] = [];
    let bySocket = 0;
    for (const message of acknowledged) {
      const arrived = byUser.get(message.recipientId)?.received.get(message.id);
      if (arrived === undefined) continue;
      bySocket++;
      latencies.push(arrived - message.sentAt);
    }
    const lost = undelivered();
    return {
      seconds,
      customers: this.people.filter((p) => p instanceof Customer).length,
      owners: this.people.filter((p) => p instanceof Owner).length,
      requests,
      perSecond: requests / seconds,
      actions,
      errors: failures.filter((f) => !excused(f)),
      refused,
      recoveryMs,
      messages: {
        acknowledged: acknowledged.length,
        bySocket,
        byRefetch: acknowledged.length - bySocket - lost.length,
        lost,
        latency: figures(latencies),
      },
      reconnects: this.people.reduce((sum, p) => sum + Math.max(0, p.connections - 1), 0),
      reconnectMs: [...this.reconnectTimes],
      ...(this.killed && {
        nodeLoss: {
          node: this.killed.node,
          socketsOpen: this.killed.socketsOpen,
          socketsDropped: this.socketsDropped,
          socketsSignedOut: this.socketsSignedOut,
          cutInFlight: failures.filter((f) => this.cutByKill(f)).length,
        },
      }),
      problems,
    };
  }

  /** Each customer fetches the images of its acknowledged quotes: every rendition must be served. */
  private async checkImages(): Promise<string[]> {
    const problems: string[] = [];
    for (const person of this.people) {
      if (!(person instanceof Customer)) continue;
      for (const objectId of person.imageObjects) {
        for (const variant of ['original', 'web', 'thumb']) {
          await person.client
            .request('check image', 'GET', `/api/objects/${objectId}?variant=${variant}`, 200)
            .catch(() => problems.push(`image ${objectId} (${variant}) is not served`));
        }
      }
    }
    return problems;
  }
}

/** Someone with a browser: a session, a socket that reconnects like the app's client, what arrived on it. */
abstract class Person {
  readonly client: SimClient;
  userId = 0;
  /** Message id -> when it arrived on the socket (ms since the run started). */
  readonly received = new Map<number, number>();
  /** Message ids seen when refetching conversations after a reconnect. */
  readonly refetched = new Set<number>();
  connections = 0;
  private turns: Promise<unknown> = Promise.resolve();
  /** Behind a proxy: the node holding this person's open socket. */
  socketNode: string | undefined;
  private socket: WebSocket | undefined;

  constructor(
    protected readonly sim: Simulation,
    index: number,
    public email: string,
  ) {
    this.client = sim.client(index);
  }

  abstract start(): Promise<void>;
  abstract act(): Promise<void>;
  /** Conversations whose messages this person can see: (quote, company). */
  protected abstract conversations(): Promise<Array<[number, number]>>;

  async run(): Promise<void> {
    while (this.sim.running) {
      try {
        await this.start();
        break;
      } catch (error) {
        if (!(error instanceof RequestFailed)) throw error;
        await this.sim.think(4);
      }
    }
    if (!this.sim.running) return;
    await this.connect().catch(() => void this.reconnect(undefined));
    while (this.sim.running) {
      try {
        await this.act();
      } catch (error) {
        if (!(error instanceof RequestFailed)) throw error;
        await this.sim.think(2);
      }
    }
  }

  has(messageId: number): boolean {
    return this.received.has(messageId) || this.refetched.has(messageId);
  }

  /** Opens the socket; resolves on `connection_established`. A socket lost later comes back by itself. */
  private async connect(): Promise<void> {
    const started = performance.now();
    const context = { sentAt: this.sim.metrics.now(), traceId: this.client.traceId() };
    const socket = this.client.socket(context.traceId);
    let established = false;
    let node: string | undefined;
    socket.once('upgrade', (response) => (node = servedBy(response.headers)));
    await new Promise<void>((resolve, reject) => {
      socket.on('message', (data: Buffer) => {
        const event = JSON.parse(data.toString()) as RealtimeEvent;
        if (event.type === 'connection_established') {
          established = true;
          // Here, not after the await: a close that comes first must find it set, to clear it.
          this.socketNode = node;
          resolve();
        }
        if (event.type === 'new_message' && event.messageId !== undefined)
          if (!this.received.has(event.messageId))
            this.received.set(event.messageId, this.sim.metrics.now());
      });
      socket.on('error', (error) => {
        if (!established) reject(error);
      });
      socket.on('close', (code: number, reason: Buffer) => {
        this.socketNode = undefined;
        if (!established) return reject(new Error(`closed while connecting (${code})`));
        if (this.sim.closing) return;
        // Signing in again ends the session the socket was opened with; like the app's client,
        // open a new one with the new session (no fault).
        const sessionEnded = code === SESSION_ENDED_CLOSE_CODE;
        // A socket on a killed node drops without a close frame, and must come back.
        const nodeLost = code === ABNORMAL_CLOSURE && this.sim.isKilled(node);
        if (nodeLost) this.sim.droppedByKill();
        if (sessionEnded && this.sim.isKilled(node)) this.sim.signedOutOnKilledNode();
        if (!sessionEnded) this.sim.socketLost();
        if (!sessionEnded && !nodeLost && !this.sim.inOutage())
          this.sim.metrics.fail('socket', `closed by the server: ${code} ${reason.toString()}`);
        void this.reconnect(sessionEnded ? undefined : this.sim.metrics.now());
      });
    }).catch((error: Error) => {
      socket.terminate();
      this.sim.metrics.fail('socket connect', error.message, context);
      throw new RequestFailed(error.message);
    });
    this.socket = socket;
    this.sim.metrics.record('socket connect', performance.now() - started);
    this.connections++;
  }

  /**
   * As the app's client: wait, reconnect, then refetch what may have been missed meanwhile.
   * `lostAt`: when the server dropped the socket, to time how long the person was without one.
   */
  private async reconnect(lostAt: number | undefined): Promise<void> {
    while (!this.sim.closing) {
      await simulatedDelay(this.sim.reconnectMs);
      // Closed meanwhile: a socket opened now would outlive the run (its people have left).
      if (this.sim.closing) return;
      try {
        // In turn with a sign-in, as the refetch below: opened with the cookie of the session the
        // sign-in is ending, the socket would be refused (401).
        await this.inTurn(() => this.connect());
        if (lostAt !== undefined) this.sim.reconnectTimes.push(this.sim.metrics.now() - lostAt);
        break;
      } catch (error) {
        if (!(error instanceof RequestFailed)) throw error;
      }
    }
    while (!this.sim.closing) {
      try {
        await this.inTurn(async () => {
          for (const [quoteId, companyId] of await this.conversations()) {
            const messages = await this.client.request<Array<{ id: number }>>(
              'refetch conversation',
              'GET',
              `/api/quotes/${quoteId}/companies/${companyId}/messages`,
              200,
            );
            for (const { id } of messages) this.refetched.add(id);
          }
        });
        return;
      } catch (error) {
        if (!(error instanceof RequestFailed)) throw error;
        await simulatedDelay(this.sim.reconnectMs);
      }
    }
  }

  leave(): void {
    this.socket?.close(1000);
  }

  /**
   * Runs `work` after whatever else was given to inTurn: a reconnect (its socket, then its refetch)
   * and a sign-in take turns. Signing in ends the session the browser's cookie names, so a socket
   * or a refetch sent with that cookie while the sign-in is answered gets a 401: a race of the
   * simulated browser (its reconnect and its actions run side by side), not a fault of the server,
   * seen when many sockets reconnect at once.
   */
  protected inTurn(work: () => Promise<void>): Promise<void> {
    const turn = this.turns.then(work);
    this.turns = turn.catch(() => undefined);
    return turn;
  }

  protected async sendMessage(
    quoteId: number,
    companyId: number,
    recipientId: number,
  ): Promise<void> {
    // No e-mail address in it: a new account's first messages with contact details are held for
    // review (docs/decisions/028), and these are meant to be delivered.
    const text = `Message ${randomBytes(6).toString('hex')} from user ${this.userId}`;
    const sentAt = this.sim.metrics.now();
    const message = await this.client.request<{ id: number }>(
      'send message',
      'POST',
      `/api/quotes/${quoteId}/companies/${companyId}/messages`,
      201,
      { multipart: multipart({ message: text }) },
    );
    this.sim.ledger.messages.set(message.id, {
      id: message.id,
      quoteId,
      companyId,
      senderId: this.userId,
      recipientId,
      text,
      sentAt,
    });
  }
}

/** What a new account may submit in a day (docs/decisions/029). */
const NEW_ACCOUNT_DAILY_QUOTES = 5;

/** Signs up, then searches, asks businesses for quotes, sometimes with a photo, and writes to them. */
class Customer extends Person {
  private readonly quotes: Array<{ id: number; companyIds: number[] }> = [];
  readonly imageObjects: number[] = [];

  private attempts = 0;
  /**
   * Submissions sent, answered or not: one cut off (its node killed) may have counted against the
   * daily limit before its answer was lost.
   */
  private submissions = 0;

  async start(): Promise<void> {
    // A signup that got no answer may still have created the account: try again as someone new.
    if (this.attempts++ > 0) this.email = this.email.replace('@', `-${this.attempts}@`);
    const { user } = await this.client.request<{ user: { id: number } }>(
      'sign up',
      'POST',
      '/api/auth/signup',
      201,
      {
        json: {
          firstName: 'Load',
          lastName: 'Customer',
          email: this.email,
          password: PASSWORD,
          confirmPassword: PASSWORD,
          terms: true,
        },
      },
    );
    this.userId = user.id;
    this.sim.ledger.signups.set(this.email, user.id);
  }

  /** Searches, asks two businesses for a quote (sometimes with a photo) and submits it. */
  private async newQuote(): Promise<{ id: number; companyIds: number[] }> {
    const { sim, client } = this;
    await sim.think();
    const term = encodeURIComponent(pick(SEARCHES));
    const found = await client.request<{ results: Array<{ id: number }> }>(
      'search',
      'GET',
      `/api/search?q=${term}&location=94103`,
      200,
    );
    await sim.think();
    const viewed = found.results[0]?.id ?? pick(sim.companyIds);
    await client.request('company page', 'GET', `/api/companies/${viewed}`, 200);

    await sim.think();
    const companyIds = [...new Set([pick(sim.companyIds), pick(sim.companyIds)])];
    // 200: the person's unsent draft for the same businesses (one whose submit was cut off), which
    // Start Quote opens again rather than making a twin (docs/decisions/058).
    const { id: quoteId } = await client.request<{ id: number }>(
      'create quote',
      'POST',
      '/api/quotes',
      [200, 201],
      { json: { quoteName: `Leaking sink ${randomBytes(3).toString('hex')}`, companyIds } },
    );
    const acked = { userId: this.userId, companyIds, imageIds: [] as number[], submitted: false };
    sim.ledger.quotes.set(quoteId, acked);

    if (Math.random() < 0.1) {
      await sim.think();
      const image = await client.request<{ id: number; objectUrl: string }>(
        'upload image',
        'POST',
        `/api/quotes/${quoteId}/images`,
        201,
        {
          multipart: multipart(
            {},
            { image: { bytes: sim.image!, filename: 'sink.png', contentType: 'image/png' } },
          ),
        },
      );
      acked.imageIds.push(image.id);
      this.imageObjects.push(Number(image.objectUrl.split('/').pop()));
    }

    await sim.think();
    this.submissions++;
    await client.request('submit quote', 'POST', `/api/quotes/${quoteId}/submit`, 200, {
      json: { description: DESCRIPTION, jobZip: '94110' },
    });
    acked.submitted = true;
    const quote = { id: quoteId, companyIds };
    this.quotes.push(quote);
    return quote;
  }

  async act(): Promise<void> {
    const { sim, client } = this;
    // A new account submits at most 5 quotes a day (docs/decisions/029): then it writes in the
    // conversations it has, as a real customer would.
    if (this.submissions >= NEW_ACCOUNT_DAILY_QUOTES && this.quotes.length === 0) return;
    const { id: quoteId, companyIds } =
      this.submissions < NEW_ACCOUNT_DAILY_QUOTES ? await this.newQuote() : pick(this.quotes);
    for (let i = 0; i < 3; i++) {
      await sim.think();
      const companyId = pick(companyIds);
      await this.sendMessage(quoteId, companyId, sim.ownerOfCompany.get(companyId)!);
    }
    await sim.think();
    await client.request('my quotes', 'GET', '/api/quotes', 200);
    if (Math.random() < 0.1) {
      await sim.think();
      await this.inTurn(() => this.signInAgain());
    }
  }

  protected async conversations(): Promise<Array<[number, number]>> {
    return this.quotes.flatMap((q) => q.companyIds.map((c): [number, number] => [q.id, c]));
  }

  /**
   * Signs in again, as a person does who is asked to, until it works: a sign-in cut off (its node
   * killed) may have ended the session the cookie names before its answer, with the new cookie,
   * was lost, and the person, told it failed, tries again.
   */
  private async signInAgain(): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await this.client.request('sign in', 'POST', '/api/auth/login', 200, {
          json: { email: this.email, password: PASSWORD },
        });
        return;
      } catch (error) {
        if (!(error instanceof RequestFailed) || attempt === 5) throw error;
        await simulatedDelay(this.sim.reconnectMs);
      }
    }
  }
}

/** Signs in, watches the inbox, reads conversations and answers customers. */
class Owner extends Person {
  constructor(
    sim: Simulation,
    index: number,
    email: string,
    userId: number,
    private readonly companyId: number,
  ) {
    super(sim, index, email);
    this.userId = userId;
  }

  async start(): Promise<void> {
    await this.client.request('sign in', 'POST', '/api/auth/login', 200, {
      json: { email: this.email, password: FACTORY_PASSWORD },
    });
  }

  async act(): Promise<void> {
    const { sim, client } = this;
    await sim.think(2);
    const inbox = await client.request<Array<{ quoteId: number; unreadCount: number }>>(
      'owner inbox',
      'GET',
      '/api/vendor-quotes',
      200,
    );
    await client.request('unread count', 'GET', '/api/vendor-quotes/unread-count', 200);
    const waiting = inbox.filter((q) => q.unreadCount > 0);
    if (waiting.length === 0) return;
    const { quoteId } = pick(waiting);
    const path = `/api/quotes/${quoteId}/companies/${this.companyId}/messages`;
    await sim.think();
    await client.request('read conversation', 'GET', path, 200);
    await client.request('mark read', 'POST', `${path}/mark-read`, 200);
    await sim.think();
    const customerId = sim.ledger.quotes.get(quoteId)?.userId;
    if (customerId !== undefined) await this.sendMessage(quoteId, this.companyId, customerId);
  }

  protected async conversations(): Promise<Array<[number, number]>> {
    const inbox = await this.client.request<Array<{ quoteId: number }>>(
      'owner inbox',
      'GET',
      '/api/vendor-quotes',
      200,
    );
    return inbox.map((q): [number, number] => [q.quoteId, this.companyId]);
  }
}

/** The report as text: totals, a latency table per action, messages, then any error. */
export function formatReport(report: SimulationReport): string {
  const ms = (n: number) => n.toFixed(1);
  const m = report.messages;
  const lines = [
    `${report.customers + report.owners} simulated people (${report.customers} customers, ${report.owners} business owners) for ${report.seconds.toFixed(1)} s`,
    `${report.requests} requests, ${report.perSecond.toFixed(0)} req/s, ${report.errors.length} errors` +
      (report.refused.length ? `, ${report.refused.length} expected (outages, a killed node)` : ''),
    '',
    table(
      ['action', 'count', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'],
      report.actions.map((a) => [a.action, a.count, ms(a.p50), ms(a.p95), ms(a.p99), ms(a.max)]),
    ),
    '',
    `messages: ${m.acknowledged} acknowledged, ${m.bySocket} arrived on the other side's socket` +
      (m.byRefetch ? `, ${m.byRefetch} found by the refetch after a reconnect` : '') +
      `, ${m.lost.length} lost`,
    `message send -> other side's socket: p50 ${ms(m.latency.p50)} ms, p95 ${ms(m.latency.p95)} ms, p99 ${ms(m.latency.p99)} ms, max ${ms(m.latency.max)} ms`,
  ];
  if (report.reconnects) lines.push(`socket reconnects: ${report.reconnects}`);
  if (report.reconnectMs.length) {
    const r = figures(report.reconnectMs);
    lines.push(
      `dropped sockets back: ${r.count}, p50 ${ms(r.p50)} ms, p95 ${ms(r.p95)} ms, max ${ms(r.max)} ms after the drop`,
    );
  }
  if (report.nodeLoss)
    lines.push(
      `${report.nodeLoss.node} killed: ${report.nodeLoss.socketsOpen} sockets were open on it ` +
        `(${report.nodeLoss.socketsDropped} dropped, ${report.nodeLoss.socketsSignedOut} ended by a sign-in), ` +
        `${report.nodeLoss.cutInFlight} requests in flight on it were cut`,
    );
  report.recoveryMs.forEach((r, i) =>
    lines.push(`outage ${i + 1}: last refused request ${ms(r)} ms after the fault was over`),
  );
  for (const error of report.errors.slice(0, 20))
    lines.push(`ERROR at ${(error.at / 1000).toFixed(1)} s, ${error.action}: ${error.detail}`);
  for (const lost of m.lost.slice(0, 20))
    lines.push(`LOST message ${lost.id} (quote ${lost.quoteId}, company ${lost.companyId})`);
  for (const problem of report.problems.slice(0, 20)) lines.push(`PROBLEM ${problem}`);
  return lines.join('\n');
}
