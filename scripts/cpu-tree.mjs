// `node scripts/cpu-tree.mjs <command...>`: runs the command and prints the CPU time (user +
// system) of its whole process tree. /usr/bin/time counts only the children that were waited for,
// and most of Chromium's under Playwright are not (issue 31: 27 s by /usr/bin/time against 53 s
// here for one tutorial test), so the end-to-end tests' cost is measured with this. /proc is read
// every 250 ms; a process's last quarter second before it ends is missed.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks a second (USER_HZ, 100 on Linux). */
const TICKS = 100;
const child = spawn(process.argv[2], process.argv.slice(3), { stdio: 'inherit' });
/** The CPU seconds last read of each process of the tree, by pid and start time (a pid may be reused). */
const seen = new Map();
const tree = new Set([child.pid]);

function sample() {
  const all = [];
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // The name may hold spaces and brackets: the fields after its last ')' are fixed.
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      all.push({ pid: Number(pid), name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')), ppid: Number(f[1]), cpu: (Number(f[11]) + Number(f[12])) / TICKS, start: f[19] });
    } catch {
      // Ended while read.
    }
  }
  // A process once in the tree stays counted when it is handed to another parent.
  for (let grew = true; grew; ) {
    grew = false;
    for (const p of all) if (!tree.has(p.pid) && tree.has(p.ppid)) grew = tree.add(p.pid) !== null;
  }
  for (const p of all) if (tree.has(p.pid)) seen.set(`${p.pid}:${p.start}`, p);
}

const timer = setInterval(sample, 250);
child.on('close', (code) => {
  clearInterval(timer);
  const byName = new Map();
  for (const p of seen.values()) byName.set(p.name, (byName.get(p.name) ?? 0) + p.cpu);
  const total = [...byName.values()].reduce((a, b) => a + b, 0);
  const top = [...byName].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([n, s]) => `${n} ${s.toFixed(1)}`);
  console.error(`cpu-tree: ${total.toFixed(1)} s CPU in ${seen.size} processes (${top.join(', ')})`);
  process.exit(code ?? 1);
});
