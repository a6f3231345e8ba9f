import { Presets, SingleBar } from 'cli-progress';

/** A progress bar on the terminal; scripts, pipes and --json get nothing, so their output stays the result alone. */
export interface ProgressBar {
  start(total: number, step: string, value?: number): void;
  update(value: number, step?: string): void;
  /** Sets a total learnt on the way (an export learns it from the first page). */
  setTotal(total: number): void;
  stop(): void;
}

const silent: ProgressBar = { start() {}, update() {}, setTotal() {}, stop() {} };

export function progressBar(label: string, json: boolean, stream: NodeJS.WriteStream = process.stdout): ProgressBar {
  if (json || stream.isTTY !== true) return silent;
  const bar = new SingleBar(
    { format: `${label} {bar} {percentage}% | {value}/{total} {step}`, stream, hideCursor: true, clearOnComplete: false },
    Presets.shades_classic,
  );
  let running = false;
  return {
    start(total, step, value = 0) {
      bar.start(total, value, { step });
      running = true;
    },
    update(value, step) {
      if (running) bar.update(value, step === undefined ? {} : { step });
    },
    setTotal(total) {
      if (running) bar.setTotal(total);
    },
    stop() {
      if (running) bar.stop();
      running = false;
    },
  };
}
