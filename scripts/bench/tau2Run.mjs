// A synthetic tau2-bench results file for `npm run bench:tau2`: one monolithic v1.x file of the
// airline domain (task ids 0-49, whose gold the paper's pinned tasks give), pretty-printed as tau2
// writes it, with many simulations whose tool outputs are long (flight searches, reservations),
// grown until it reaches the size asked for. Deterministic: the same seed gives the same bytes.
//   node scripts/bench/tau2Run.mjs --out FILE [--mb 100] [--seed 1]
import { createHash } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { seededRandom } from '../../src/core/random/seededRandom.mjs';

const RUN = { megabytes: 100, seed: 1 };
const AIRPORTS = ['JFK', 'LAX', 'SFO', 'SEA', 'ORD', 'ATL', 'DFW', 'DEN', 'BOS', 'MIA', 'PHX', 'LGA', 'EWR', 'IAH', 'MSP', 'DTW'];
const NAMES = ['Emma Kim', 'Raj Patel', 'Sofia Rossi', 'Liam Chen', 'Mei Tanaka', 'Omar Haddad', 'Ana Souza', 'Noah Smith'];
const WRITES = ['cancel_reservation', 'update_reservation_flights', 'update_reservation_baggages', 'book_reservation', 'send_certificate'];
const READS = ['get_user_details', 'get_reservation_details', 'search_direct_flight', 'search_onestop_flight', 'list_all_airports'];
// Assistant turns of every kind the detector reads: questions, refusals, confirmations, plain text.
const AGENT_TEXT = [
  'Could you please provide your user ID and the reservation number?',
  'I have found your reservation. Before I proceed, please confirm: cancel reservation {code} for a full refund to the original payment method. Shall I go ahead (yes/no)?',
  'I am sorry, but I cannot cancel this reservation: it is a basic economy fare booked more than 24 hours ago without travel insurance.',
  'Your reservation {code} has been cancelled. The refund will reach your card within 5 to 7 business days.',
  'Here are the available flights from {from} to {to} on that date. Which one would you like?',
  'The change has been made. Is there anything else I can help you with?',
  'I need the passenger names and dates of birth for everyone travelling, please.',
  'I\u2019m unable to change the origin of a reservation; I can cancel it and help you book a new one instead.',
];
const USER_TEXT = [
  'Hi, I would like to change my flight, please.', 'My user ID is {user}.', 'Yes, please go ahead.',
  'The confirmation code is {code}.', 'No, that is all. Thank you!', 'Can you tell me why that is not possible?',
];

function pick(rand, xs) {
  return xs[Math.floor(rand() * xs.length)];
}

function code(rand) {
  let s = '';
  for (let i = 0; i < 6; i++) s += 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'[Math.floor(rand() * 32)];
  return s;
}

function fill(text, rand, vars) {
  return text.replace(/\{(\w+)\}/g, (_, k) => vars[k] ?? code(rand));
}

/** A flight search or a reservation: the long tool outputs that make real files large. */
function toolOutput(rand, name, vars) {
  if (name.startsWith('search')) {
    const flights = [];
    const n = 20 + Math.floor(rand() * 60);
    for (let i = 0; i < n; i++) {
      flights.push({
        flight_number: `HAT${100 + Math.floor(rand() * 900)}`, origin: vars.from, destination: vars.to, status: 'available',
        scheduled_departure_time_est: `${String(Math.floor(rand() * 24)).padStart(2, '0')}:00:00`, scheduled_arrival_time_est: `${String(Math.floor(rand() * 24)).padStart(2, '0')}:30:00`,
        date: null, available_seats: { basic_economy: Math.floor(rand() * 20), economy: Math.floor(rand() * 20), business: Math.floor(rand() * 10) },
        prices: { basic_economy: 50 + Math.floor(rand() * 100), economy: 100 + Math.floor(rand() * 200), business: 300 + Math.floor(rand() * 900) },
      });
    }
    return JSON.stringify(flights);
  }
  const reservation = {
    reservation_id: vars.code, user_id: vars.user, origin: vars.from, destination: vars.to, flight_type: 'round_trip', cabin: 'economy',
    flights: Array.from({ length: 2 + Math.floor(rand() * 3) }, () => ({ flight_number: `HAT${100 + Math.floor(rand() * 900)}`, origin: pick(rand, AIRPORTS), destination: pick(rand, AIRPORTS), date: '2024-05-17', price: 50 + Math.floor(rand() * 400) })),
    passengers: Array.from({ length: 1 + Math.floor(rand() * 4) }, () => ({ first_name: pick(rand, NAMES).split(' ')[0], last_name: pick(rand, NAMES).split(' ')[1], dob: '1990-04-05' })),
    payment_history: [{ payment_id: `credit_card_${Math.floor(rand() * 1e7)}`, amount: Math.floor(rand() * 2000) }],
    created_at: '2024-05-01T10:00:00', total_baggages: Math.floor(rand() * 4), nonfree_baggages: 0, insurance: rand() < 0.5 ? 'yes' : 'no', status: null,
    notes: 'Customer called twice about this booking. '.repeat(1 + Math.floor(rand() * 20)),
  };
  return JSON.stringify(reservation);
}

function simulation(rand, index, taskId, trial) {
  const vars = { user: `${pick(rand, NAMES).toLowerCase().replace(' ', '_')}_${1000 + index}`, code: code(rand), from: pick(rand, AIRPORTS), to: pick(rand, AIRPORTS) };
  const messages = [];
  let turn = 0;
  const at = (i) => `2026-07-31T01:${String(Math.floor(i / 60) % 60).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}.000000`;
  const push = (m) => messages.push({ ...m, turn_idx: turn++, timestamp: at(turn), cost: m.role === 'user' ? 0.0012 : null, usage: null, raw_data: null });
  push({ role: 'assistant', content: 'Hi! How can I help you today?', tool_calls: null });
  const rounds = 6 + Math.floor(rand() * 10);
  for (let r = 0; r < rounds; r++) {
    push({ role: 'user', content: fill(pick(rand, USER_TEXT), rand, vars), tool_calls: null });
    const calls = Math.floor(rand() * 3);
    for (let c = 0; c < calls; c++) {
      const name = rand() < 0.15 ? pick(rand, WRITES) : pick(rand, READS);
      const id = `call_${index}_${r}_${c}`;
      push({ role: 'assistant', content: null, tool_calls: [{ id, name, arguments: { reservation_id: vars.code, user_id: vars.user }, requestor: 'assistant' }] });
      push({ role: 'tool', id, content: toolOutput(rand, name, vars), requestor: 'assistant', error: rand() < 0.03 });
    }
    push({ role: 'assistant', content: fill(pick(rand, AGENT_TEXT), rand, vars), tool_calls: null });
  }
  const reward = rand() < 0.6 ? 1.0 : 0.0;
  return {
    id: `sim-${String(index).padStart(6, '0')}`, task_id: String(taskId), timestamp: at(0), start_time: at(0), end_time: at(turn), duration: turn * 1.5,
    termination_reason: rand() < 0.9 ? 'user_stop' : 'max_steps', agent_cost: null, user_cost: null,
    reward_info: { reward, db_check: { db_match: reward === 1, db_reward: reward }, env_assertions: [], action_checks: null, nl_assertions: null, communicate_checks: null,
      reward_basis: ['DB', 'COMMUNICATE'], reward_breakdown: { DB: reward, COMMUNICATE: 1.0 }, info: null },
    messages, ticks: null, trial, seed: Math.floor(rand() * 1e6),
  };
}


/** Indents a JSON.stringify(value, null, 2) block to sit `depth` levels deep in the file. */
const nest = (text, depth) => text.replace(/\n/g, `\n${'  '.repeat(depth)}`);

export function writeTau2Run(out, megabytes, seed) {
  const rand = seededRandom(seed);
  const target = megabytes * 1024 * 1024;
  const fd = openSync(`${out}.partial`, 'w');
  let bytes = 0;
  const write = (s) => { bytes += writeSync(fd, s); };
  const info = { git_commit: '0000000000000000000000000000000000000000', num_trials: 4, max_steps: 200, max_errors: 10,
    user_info: { implementation: 'user_simulator', llm: 'synthetic-user', llm_args: { temperature: 0.0 } },
    agent_info: { implementation: 'llm_agent', llm: 'synthetic-agent', llm_args: { temperature: 0.0 } },
    environment_info: { domain_name: 'airline', policy: 'Synthetic policy.' }, seed };
  // No embedded tasks: gold comes from the pinned airline tasks, whose ids these are.
  write(`{\n  "timestamp": "2026-07-31T01:29:51.792455",\n  "info": ${nest(JSON.stringify(info, null, 2), 1)},\n  "simulations": [`);
  let count = 0;
  while (bytes < target) {
    const sim = simulation(rand, count, count % 50, Math.floor(count / 50) % 4);
    write(`${count ? ',' : ''}\n    ${nest(JSON.stringify(sim, null, 2), 2)}`);
    count++;
  }
  write('\n  ]\n}\n');
  closeSync(fd);
  renameSync(`${out}.partial`, out);
  return { bytes, simulations: count };
}

/** The bench's 100 MB run, generated once per generator version into bench-data/ (gitignored). */
export function cachedTau2Run(root, regenerate) {
  const key = createHash('sha256').update(JSON.stringify(RUN)).update(readFileSync(join(root, 'scripts', 'bench', 'tau2Run.mjs'))).update(readFileSync(join(root, 'src', 'core', 'random', 'seededRandom.mjs'))).digest('hex').slice(0, 12);
  const benchData = join(root, 'bench-data');
  const file = join(benchData, `tau2-${key}`, 'results.json');
  if (existsSync(file) && !regenerate) {
    console.log(`Using the tau2 run cached in ${relative(root, file)} (delete it or pass --regenerate to rebuild).`);
    return file;
  }
  if (existsSync(benchData)) for (const old of readdirSync(benchData)) if (old.startsWith('tau2-')) rmSync(join(benchData, old), { recursive: true, force: true });
  mkdirSync(join(file, '..'), { recursive: true });
  console.log(`Generating a ${RUN.megabytes} MB tau2 results file (seed ${RUN.seed}) ...`);
  const { simulations } = writeTau2Run(file, RUN.megabytes, RUN.seed);
  console.log(`  ${simulations} simulations.`);
  return file;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop())) {
  const { values } = parseArgs({ options: { out: { type: 'string' }, mb: { type: 'string', default: '100' }, seed: { type: 'string', default: '1' } }, strict: true });
  if (!values.out) {
    console.error('Usage: node scripts/bench/tau2Run.mjs --out FILE [--mb 100] [--seed 1]');
    process.exit(2);
  }
  const { bytes, simulations } = writeTau2Run(values.out, Number(values.mb), Number(values.seed));
  console.log(`${values.out}: ${simulations} simulations, ${bytes.toLocaleString('en')} bytes`);
}
