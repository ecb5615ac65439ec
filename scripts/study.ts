// `npm run study`: how many games one side wins against a fixed driver, for the seated policy, a
// cheating foresight reference and a fair sampled play-out driver (src/sim/study.ts, docs/sim.md).
// Example: npm run study -- --scenario gameOne --driver foresight --opponent bot:normal --games 100
import { runStudy, STUDY_DEFAULTS, STUDY_DRIVERS, type StudyDriver, type StudyOptions } from '../src/sim/study';
import { isPolicy, POLICIES } from '../src/ai';
import { SCENARIO_LIST } from '../src/engine';

const USAGE = `usage: npm run study -- [--scenario ${SCENARIO_LIST.map((s) => s.id).join('|')}] [--side chase] [--driver ${STUDY_DRIVERS.join('|')}]
  [--policy POLICY] [--opponent POLICY] [--model POLICY] [--games N] [--seed N] [--top N] [--worlds N] [--cap N]
policies: ${POLICIES.join(', ')}`;

const NUMBERS: Record<string, 'games' | 'seed' | 'top' | 'worlds' | 'maxCommands'> = { '--games': 'games', '--seed': 'seed', '--top': 'top', '--worlds': 'worlds', '--cap': 'maxCommands' };
const POLICY_KEYS: Record<string, 'policy' | 'opponent' | 'model'> = { '--policy': 'policy', '--opponent': 'opponent', '--model': 'model' };

function parse(argv: string[]): StudyOptions | string {
  const o: StudyOptions = { ...STUDY_DEFAULTS };
  for (let i = 0; i < argv.length; i += 2) {
    const [k, v] = [argv[i], argv[i + 1]];
    if (k === '--scenario' && SCENARIO_LIST.some((s) => s.id === v)) o.scenario = v;
    else if (k === '--side' && v) o.side = v;
    else if (k === '--driver' && (STUDY_DRIVERS as readonly string[]).includes(v)) o.driver = v as StudyDriver;
    else if (k in POLICY_KEYS && isPolicy(v)) o[POLICY_KEYS[k]] = v;
    else if (k in NUMBERS && /^\d+$/.test(v ?? '') && Number(v) > 0) o[NUMBERS[k]] = Number(v);
    else return `bad argument ${k}${v !== undefined ? ` ${v}` : ''}`;
  }
  return o;
}

function main(argv: string[]): number {
  if (argv.includes('--help')) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const o = parse(argv);
  if (typeof o === 'string') {
    process.stderr.write(`${o}\n${USAGE}\n`);
    return 2;
  }
  let done = 0;
  const r = runStudy(o, () => {
    if (++done % 10 === 0) process.stderr.write(`${done}/${o.games} games\n`);
  });
  const line = r.games.filter((g) => g.lineFoundAt !== null).length;
  process.stdout.write(
    `${o.scenario}: ${o.side} (${o.policy}, driver ${o.driver}) against ${o.opponent}, seeds ${o.seed}-${o.seed + o.games - 1}: won ${r.wins} of ${o.games}` +
      (o.driver === 'foresight' ? `; a winning line found in ${line}` : '') +
      (o.driver === 'sampled' ? `; top ${o.top}, ${o.worlds} worlds, opponent modelled as ${o.model}` : '') +
      `; ${r.playOuts} play-outs\n`,
  );
  return 0;
}

process.exitCode = main(process.argv.slice(2));
