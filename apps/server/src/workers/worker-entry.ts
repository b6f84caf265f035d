import type { MessagePort } from "node:worker_threads";

/** What the pool sends a thread: the task's module and export, its input, and where to say it has begun. */
export interface TaskMessage {
  file: string;
  name: string;
  input: unknown;
  started: MessagePort;
}

/**
 * Every task's way into a worker thread. Its time limit runs from the moment its module is loaded and the task
 * begins: not while it waits for a thread, nor while a fresh thread loads our code.
 */
export default async function runTask({ file, name, input, started }: TaskMessage): Promise<unknown> {
  const task = (await import(file))[name] as (input: unknown) => unknown;
  started.postMessage("started");
  started.close();
  return task(input);
}
