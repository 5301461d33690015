import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';

/**
 * Everything a child process prints (stdout and stderr, every chunk), and a way to wait until a pattern shows up in
 * it, failing with the output so far if the process exits first.
 */
export function watchOutput(child: ChildProcess) {
  let output = '';
  const waiters = new Set<{ pattern: RegExp; resolve: (match: RegExpExecArray) => void }>();
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  const onChunk = (chunk: Buffer) => {
    output += chunk.toString();
    for (const waiter of waiters) {
      const match = waiter.pattern.exec(output);
      if (match) {
        waiters.delete(waiter);
        waiter.resolve(match);
      }
    }
  };
  child.stdout?.on('data', onChunk);
  child.stderr?.on('data', onChunk);

  const printed = (pattern: RegExp) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const match = pattern.exec(output);
      if (match) return resolve(match);
      waiters.add({ pattern, resolve });
      void exited.then(([code, signal]) =>
        reject(new Error(`exited (${code ?? signal}) before printing ${pattern}:\n${output}`)),
      );
    });
  return { printed, exited, text: () => output };
}
