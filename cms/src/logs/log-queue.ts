import { LOG_LEVELS, type LogLevel } from '@platform/shared';

export interface QueuedEntry {
  level: LogLevel;
}

export interface LogQueueOptions<Entry extends QueuedEntry> {
  /** Stores one batch; a rejection hands the batch to `fallback`. */
  write(batch: Entry[]): Promise<void>;
  /** Where a batch goes when the store refuses it (stdout): the entries are not lost from sight. */
  fallback(batch: Entry[], error: unknown): void;
  /** An entry saying how many were dropped since the last write (when the queue was full). */
  droppedNotice(count: number): Entry;
  /** Entries held at most; over that, the least severe go first. */
  max?: number;
  batchSize?: number;
  /** How long an entry may wait before its batch is written. */
  delayMs?: number;
}

const SEVERITY = new Map<LogLevel, number>(LOG_LEVELS.map((level, index) => [level, index]));

/**
 * Entries are queued and written in batches after a short delay, one write at a time, so logging never holds up
 * the request that caused it. The queue is bounded: when full, debug entries are dropped first, then info, then the
 * oldest; the number dropped is itself logged with the next batch.
 */
export class LogQueue<Entry extends QueuedEntry> {
  private entries: Entry[] = [];
  private dropped = 0;
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();
  private readonly max: number;
  private readonly batchSize: number;
  private readonly delayMs: number;

  constructor(private readonly options: LogQueueOptions<Entry>) {
    this.max = options.max ?? 10_000;
    this.batchSize = options.batchSize ?? 500;
    this.delayMs = options.delayMs ?? 250;
  }

  get size(): number {
    return this.entries.length;
  }

  add(entry: Entry): void {
    if (this.entries.length >= this.max && !this.makeRoomFor(entry)) {
      this.dropped += 1;
      return;
    }
    this.entries.push(entry);
    if (this.entries.length >= this.batchSize) void this.flush();
    else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), this.delayMs);
      // A pending batch does not keep a stopping process alive; stop() writes it.
      this.timer.unref();
    }
  }

  /** Writes everything queued so far; resolves when it is stored (or handed to the fallback). Never rejects. */
  flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    this.writing = this.writing.then(() => this.writeQueued());
    return this.writing;
  }

  /** Removes the least severe queued entry if it is not more severe than the newcomer; false if the newcomer goes. */
  private makeRoomFor(entry: Entry): boolean {
    let victim = -1;
    let victimSeverity = SEVERITY.get(entry.level)!;
    for (let i = 0; i < this.entries.length && victimSeverity > 0; i += 1) {
      const severity = SEVERITY.get(this.entries[i].level)!;
      if (severity < victimSeverity || (victim === -1 && severity === victimSeverity)) {
        victim = i;
        victimSeverity = severity;
      }
    }
    if (victim === -1) return false;
    this.entries.splice(victim, 1);
    this.dropped += 1;
    return true;
  }

  private async writeQueued(): Promise<void> {
    while (this.entries.length > 0 || this.dropped > 0) {
      const batch = this.entries.splice(0, this.batchSize);
      if (this.dropped > 0) {
        batch.push(this.options.droppedNotice(this.dropped));
        this.dropped = 0;
      }
      try {
        await this.options.write(batch);
      } catch (error) {
        this.options.fallback(batch, error);
      }
    }
  }
}
