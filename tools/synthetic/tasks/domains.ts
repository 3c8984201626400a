// The three scenario families a case is drawn from, each with its back-ends, its requests and the
// bulk a long_context case adds to its state.
import type { Prng } from '../prng';
import { PyFloat } from '../pyJson';
import { FileSystem } from '../worlds/fileSystem';
import { MessageApi, TicketApi, TwitterApi } from '../worlds/messaging';
import { Trading } from '../worlds/trading';
import { Vehicle } from '../worlds/vehicle';
import { World, type ApiClass } from '../worlds/types';
import { fileSystemFor, fillerText, inflateFileSystem } from './fileWorld';
import { FILE_TASKS } from './fileTasks';
import { accountCheck, buyShares, checkTires, fileTicket, fillTank, postTweet, quoteStock, sendMessage, setClimate, startCar } from './otherTasks';
import type { TaskBuilder } from './types';

export interface Domain {
  name: 'files' | 'vehicle' | 'trading';
  /** `small`: a smaller starting state, for compact samples. */
  world(rng: Prng, longContext: boolean, small: boolean): World;
  /** Requests for the turns, tried in random order until one fits the current state. */
  tasks: TaskBuilder[];
  /** Requests that fit the last turn (they need one of the side back-ends). */
  closers: TaskBuilder[];
  /** Adds about `bytes` of data that every state snapshot will carry. */
  inflate(world: World, rng: Prng, bytes: number): void;
}

function twitter(rng: Prng): TwitterApi {
  const user = rng.pick(['analyst_pro', 'dev_sam', 'travel_ana', 'fin_guru']);
  return new TwitterApi(user, rng.pick(['Kj8#mP9$vL2', 'pa55-word!', 'Zx7&qQ1r']), [
    { content: 'Just finished analyzing the reports!', tags: ['#analysis', '#reports'] },
    { content: 'Budget analysis insights coming soon!', tags: ['#budget', '#analysis', '#insights'] },
    { content: 'Stay tuned for more updates!', tags: ['#updates', '#staytuned'] },
  ]);
}

const messenger = (): MessageApi => new MessageApi({ Alice: 'USR001', Bob: 'USR002', Catherine: 'USR003', Daniel: 'USR004' }, 'USR001');

function sideClasses(rng: Prng, weights: { twitter: number; ticket: number; message: number; none: number }): ApiClass[] {
  const side = rng.weighted(weights);
  if (side === 'twitter') return [twitter(rng)];
  if (side === 'ticket') return [new TicketApi()];
  if (side === 'message') return [messenger()];
  return [];
}

/** Long-context inboxes and histories: many small records. */
function inboxFiller(rng: Prng, bytes: number): { sender_id: string; receiver_id: string; message: string }[] {
  const out: ReturnType<typeof inboxFiller> = [];
  for (let size = 0; size < bytes;) {
    const message = fillerText(rng, rng.int(60, 200));
    out.push({ sender_id: rng.pick(['USR002', 'USR003', 'USR004']), receiver_id: 'USR001', message });
    size += message.length + 60;
  }
  return out;
}

const files: Domain = {
  name: 'files',
  world: (rng, longContext, small) => {
    // Real file-system cases often carry a TwitterAPI state they never touch.
    const extra = sideClasses(rng, small ? { twitter: 0.15, ticket: 0.1, message: 0.05, none: 0.7 } : { twitter: 0.45, ticket: 0.2, message: 0.15, none: 0.2 });
    return new World([...extra, fileSystemFor(rng, longContext, small)]);
  },
  tasks: FILE_TASKS,
  closers: [postTweet, fileTicket, sendMessage],
  inflate: (world, rng, bytes) => {
    const fs = world.classes.find((c) => c instanceof FileSystem) as FileSystem;
    inflateFileSystem(fs, rng, bytes);
  },
};

const vehicle: Domain = {
  name: 'vehicle',
  world: (rng) => {
    const doors = rng.sample(['driver', 'passenger', 'rear_left', 'rear_right'], rng.int(0, 3));
    return new World([new Vehicle(rng.pick([5, 10.5, 15, 22]), doors), messenger()]);
  },
  tasks: [startCar, fillTank, setClimate, checkTires],
  closers: [sendMessage],
  inflate: (world, rng, bytes) => {
    const inbox = world.classes.find((c) => c instanceof MessageApi) as MessageApi;
    inbox.fillInbox(inboxFiller(rng, bytes));
  },
};

const trading: Domain = {
  name: 'trading',
  world: (rng) => {
    const quotes = {
      NVDA: { price: 220.34, percentChange: 0.34, volume: 1.234 }, AAPL: { price: 227.16, percentChange: 0.17, volume: 2.552 },
      MSFT: { price: 310.23, percentChange: 0.09, volume: 3.234 }, GOOG: { price: 2840.34, percentChange: 0.24, volume: 1.123 },
      AMZN: { price: 3300.12, percentChange: -0.12, volume: 0.789 }, TSLA: { price: 667.92, percentChange: -0.02, volume: 1.654 },
    };
    const extra = sideClasses(rng, { twitter: 0, ticket: 0.5, message: 0.4, none: 0.1 });
    return new World([new Trading(quotes, rng.sample(['NVDA', 'AAPL', 'MSFT'], 2), rng.pick([10000, 25000.5, 8420.75])), ...extra]);
  },
  tasks: [quoteStock, buyShares, accountCheck],
  closers: [fileTicket, sendMessage],
  inflate: (world, rng, bytes) => {
    const bot = world.classes.find((c) => c instanceof Trading) as Trading;
    const history: { [k: string]: string | number | PyFloat }[] = [];
    for (let size = 0; size < bytes; size += 150) {
      history.push({ type: rng.pick(['deposit', 'withdrawal', 'buy', 'sell']), amount: new PyFloat(rng.int(100, 90000) / 100), timestamp: `2024-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')} ${String(rng.int(0, 23)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}:00`, note: fillerText(rng, 60) });
    }
    bot.addHistory(history);
  },
};

export const DOMAINS = { files, vehicle, trading } as const;
