import type { ChatEvent, ChatMessage, ChatMessages } from '@procounter/shared/contracts/chat';

// One chat's live connection in the browser (issue 24 part 4; decisions/039). Messages go out by
// POST with a client id and stay in the outbox until the server answers them with their id; the
// socket only brings events. After any drop the connection comes back by itself (backoff; a 4401
// close refreshes the token first), asks for the messages after the last one it saw and sends
// the outbox again: the server stores a client id once, so nothing is lost and nothing doubles.

/** What the connection uses of a browser WebSocket. */
export interface SocketLike {
  readyState: number;
  send(data: string): void;
  close(code?: number): void;
  onopen: (() => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
}

export interface ChatTransport {
  openSocket(): SocketLike;
  accessToken(): string | null;
  /** Renews the access token; false when the session has ended. */
  refresh(): Promise<boolean>;
  postMessage(sessionId: number, message: { clientId: string; body: string }): Promise<ChatMessage>;
  getMessagesAfter(sessionId: number, after: number): Promise<ChatMessages>;
  newClientId(): string;
  /** Whether a failed POST will fail again however often it is sent (the chat has ended). */
  isPermanentFailure?(error: unknown): boolean;
}

export interface PendingMessage {
  clientId: string;
  body: string;
}

export interface ChatConnectionState {
  connected: boolean;
  /** Every message seen, by id, oldest first, each once. */
  messages: ChatMessage[];
  /** Sent by this client, not yet acknowledged by the server. */
  pending: PendingMessage[];
  /** Refused by the server for good (the chat has ended): never sent again. */
  failed: PendingMessage[];
}

export const RECONNECT_DELAYS_MS = [500, 1000, 2000, 5000, 10_000];
const UNAUTHORIZED = 4401;
const OPEN = 1;

export class ChatConnection {
  private socket: SocketLike | null = null;
  private readonly byId = new Map<number, ChatMessage>();
  private pending: PendingMessage[] = [];
  private failed: PendingMessage[] = [];
  private connected = false;
  private stopped = false;
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private flushing: Promise<void> | null = null;
  private flushTimer: ReturnType<typeof setTimeout> | undefined;

  /** sessionId null: the events alone (support's queue), nothing to catch up or send. */
  constructor(
    private readonly sessionId: number | null,
    private readonly transport: ChatTransport,
    private readonly onChange: (state: ChatConnectionState) => void,
    private readonly onEvent: (event: ChatEvent) => void = () => {},
  ) {}

  /** The id of the newest message seen (0: none): what a catch-up asks after. */
  get lastSeenId(): number {
    let last = 0;
    for (const id of this.byId.keys()) if (id > last) last = id;
    return last;
  }

  get state(): ChatConnectionState {
    return {
      connected: this.connected,
      messages: [...this.byId.values()].sort((a, b) => a.id - b.id),
      pending: [...this.pending],
      failed: [...this.failed],
    };
  }

  start(initial: ChatMessage[] = []): void {
    for (const message of initial) this.byId.set(message.id, message);
    this.stopped = false;
    // The browser knows first when the network goes: a socket may linger half open for minutes.
    globalThis.addEventListener?.('offline', this.onOffline);
    globalThis.addEventListener?.('online', this.onOnline);
    this.connect();
    this.emit();
  }

  stop(): void {
    globalThis.removeEventListener?.('offline', this.onOffline);
    globalThis.removeEventListener?.('online', this.onOnline);
    this.stopped = true;
    clearTimeout(this.timer);
    clearTimeout(this.flushTimer);
    this.socket?.close(1000);
    this.socket = null;
    this.connected = false;
  }

  /** Queues a message and sends it; it stays pending until the server answers it. */
  send(body: string): void {
    this.pending.push({ clientId: this.transport.newClientId(), body });
    this.emit();
    void this.flush();
  }

  /** Offline: the socket is dropped at once and the next attempts wait for the network. */
  private readonly onOffline = () => {
    const socket = this.socket;
    if (!socket || this.stopped) return;
    this.socket = null;
    socket.onclose = null;
    socket.onmessage = null;
    socket.close(1000);
    this.connected = false;
    this.emit();
    this.schedule();
  };

  /** Back online: connect now rather than at the end of the backoff. */
  private readonly onOnline = () => {
    if (this.stopped || this.socket) return;
    clearTimeout(this.timer);
    this.attempt = 0;
    this.connect();
  };

  private emit() {
    this.onChange(this.state);
  }

  private add(message: ChatMessage) {
    if (message.sessionId !== this.sessionId) return;
    this.byId.set(message.id, message);
    this.pending = this.pending.filter((p) => p.clientId !== message.clientId);
  }

  private connect() {
    if (this.stopped) return;
    const socket = this.transport.openSocket();
    this.socket = socket;
    socket.onopen = () => {
      socket.send(JSON.stringify({ type: 'auth', token: this.transport.accessToken() ?? '' }));
    };
    socket.onmessage = (event) => {
      const data = JSON.parse(String(event.data)) as ChatEvent;
      if (data.type === 'ready') {
        this.attempt = 0;
        this.connected = true;
        this.emit();
        void this.catchUp().then(() => this.flush());
        return;
      }
      if (data.type === 'message') {
        this.add(data.message);
        this.emit();
      }
      this.onEvent(data);
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.connected = false;
      this.emit();
      if (this.stopped) return;
      if (event.code === UNAUTHORIZED) {
        void this.transport.refresh().then((ok) => {
          if (ok) this.schedule();
        });
        return;
      }
      this.schedule();
    };
  }

  private schedule() {
    const delay = RECONNECT_DELAYS_MS[Math.min(this.attempt, RECONNECT_DELAYS_MS.length - 1)];
    this.attempt += 1;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.connect(), delay);
  }

  private retryFlush() {
    clearTimeout(this.flushTimer);
    if (this.stopped) return;
    this.flushTimer = setTimeout(() => {
      if (this.socket?.readyState === OPEN) void this.flush();
    }, RECONNECT_DELAYS_MS[0]);
  }

  /** Reads every message after the last seen one, a page at a time. */
  private async catchUp() {
    const sessionId = this.sessionId;
    if (sessionId === null) return;
    try {
      for (;;) {
        const page = await this.transport.getMessagesAfter(sessionId, this.lastSeenId);
        for (const message of page.messages) this.add(message);
        this.emit();
        // The chat as it is now (status, read marks): what changed while away.
        if (page.session?.id === sessionId)
          this.onEvent({ type: 'session', session: page.session });
        if (!page.more || page.messages.length === 0) return;
      }
    } catch {
      // The socket's next drop or ready tries again.
    }
  }

  /** Sends the outbox in order; a failure leaves the rest for the next connection. */
  private flush(): Promise<void> {
    const sessionId = this.sessionId;
    if (sessionId === null) return Promise.resolve();
    if (this.flushing) return this.flushing;
    const run = (async () => {
      await Promise.resolve(); // so `flushing` is set before the loop can end
      try {
        while (this.pending.length > 0) {
          const next = this.pending[0]!;
          let stored: ChatMessage;
          try {
            stored = await this.transport.postMessage(sessionId, next);
          } catch (error) {
            if (this.transport.isPermanentFailure?.(error)) {
              this.pending = this.pending.filter((p) => p !== next);
              this.failed.push(next);
              this.emit();
              continue;
            }
            // Offline or the server unreachable: keep it; the next connection's ready sends it,
            // and so does a retry while the socket stays up.
            this.retryFlush();
            return;
          }
          this.add(stored);
          // Acknowledged: never sent again, whatever the answer names.
          this.pending = this.pending.filter((p) => p !== next);
          this.emit();
        }
      } finally {
        this.flushing = null;
      }
    })();
    this.flushing = run;
    return run;
  }
}
