// CPU time of Chromium's child processes, read from /proc (Linux): what bench-board.ts and
// probe-board.ts measure a frame by.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const CLK_TCK = Number(spawnSync('getconf', ['CLK_TCK']).stdout?.toString().trim()) || 100;

function children(): Map<number, number[]> {
  const kids = new Map<number, number[]>();
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      kids.set(ppid, [...(kids.get(ppid) ?? []), Number(d)]);
    } catch {
      // The process ended while we looked.
    }
  }
  return kids;
}

/** The browser's descendants whose command line has `--type=<type>`. */
export function processesOfType(root: number, type: string): number[] {
  const kids = children();
  const out: number[] = [];
  const walk = (pid: number) => {
    for (const k of kids.get(pid) ?? []) {
      try {
        // Chromium rewrites its children's argv into one string (its process title): search within it.
        if (new RegExp(`(^|[\\s\\0])--type=${type}([\\s\\0]|$)`).test(readFileSync(`/proc/${k}/cmdline`, 'utf8'))) out.push(k);
      } catch {
        // Gone.
      }
      walk(k);
    }
  };
  walk(root);
  return out;
}

/** User + system CPU seconds of the processes. */
export function cpuSeconds(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // Fields after the command name: utime and stime are the 12th and 13th.
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(f[11]) + Number(f[12]);
    } catch {
      // Gone.
    }
  }
  return ticks / CLK_TCK;
}
