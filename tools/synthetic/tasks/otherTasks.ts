// Requests on the other back-ends: the closing tweet, ticket or message many cases end with, and
// the car and trading scenarios.
import { PyFloat } from '../pyJson';
import type { World } from '../worlds/types';
import { call, type TaskBuilder } from './types';

const has = (world: World, cls: string): boolean => world.involvedClasses.includes(cls);

export const postTweet: TaskBuilder = ({ rng, world }) => {
  if (!has(world, 'TwitterAPI')) return null;
  const state = world.classes.find((c) => c.className === 'TwitterAPI')!.state();
  const text = rng.pick(['Just wrapped up the quarterly file clean-up! ✅', 'Budget analysis done — numbers look good.', 'New milestone reached → thanks, team!', 'Sorting files so you don’t have to.']);
  const tags = rng.pick([['#productivity'], ['#budget', '#analysis'], ['#teamwork'], []]);
  const login = state.authenticated === true ? [] : [call('authenticate_twitter', { username: state.username as string, password: state.password as string })];
  return {
    query: `Share a tweet saying '${text}'${tags.length ? ` with the tags ${tags.join(' and ')}` : ''}. My user name is ${String(state.username)} and my password is ${String(state.password)}.`,
    missing: {
      vague: `Share a short tweet about this with my followers. My user name is ${String(state.username)} and my password is ${String(state.password)}.`,
      supply: `The tweet should say '${text}'.`,
      guess: [...login, call('post_tweet', { content: 'Another productive day at the office!', tags, mentions: [] })],
      need: 'the text of the tweet', todo: 'post the tweet', guessed: 'posted the tweet "Another productive day at the office!"',
    },
    calls: [...login, call('post_tweet', { content: text, tags, mentions: [] })], heldOut: 'post_tweet', workaround: login,
    todo: 'post the tweet', did: `posted the tweet "${text}"`,
    report: `Your tweet "${text}" is live on your timeline.`,
  };
};

export const fileTicket: TaskBuilder = ({ rng, world }) => {
  if (!has(world, 'TicketAPI')) return null;
  const title = rng.pick(['File system clean-up', 'Report discrepancy', 'Engine will not start', 'Order review']);
  const priority = rng.int(2, 5);
  const description = rng.pick(['Please review the latest changes.', 'Follow-up needed before Friday’s meeting.', 'Details are in the shared folder.']);
  return {
    query: `Open a support ticket titled '${title}' with priority ${priority} and the description '${description}'.`,
    missing: {
      vague: `Open a support ticket titled '${title}' with the description '${description}'.`,
      supply: `Give it priority ${priority}.`,
      guess: [call('create_ticket', { title, description, priority: 1 })],
      need: 'the priority of the ticket', todo: `open the '${title}' ticket`, guessed: `opened the ticket '${title}' with priority 1`,
    },
    calls: [call('create_ticket', { title, description, priority })], heldOut: 'create_ticket', workaround: [],
    todo: `open the '${title}' ticket`, did: `opened the ticket '${title}' with priority ${priority}`,
    report: `Ticket '${title}' is now in the queue with priority ${priority}.`,
  };
};

export const sendMessage: TaskBuilder = ({ rng, world }) => {
  if (!has(world, 'MessageAPI')) return null;
  const receiver = rng.pick(['USR002', 'USR003', 'USR004']);
  const text = rng.pick(['The report is ready for review.', 'I’ve moved the files — please check.', 'Engine check done, all good.', 'Order placed as discussed.']);
  return {
    query: `Send a message to user ${receiver} saying '${text}'.`,
    missing: {
      vague: `Let my colleague know: '${text}'.`,
      supply: `My colleague's user id is ${receiver}.`,
      guess: [call('send_message', { receiver_id: 'USR001', message: text })],
      need: 'the user id of the receiver', todo: 'send the message', guessed: `sent "${text}" to USR001`,
    },
    calls: [call('send_message', { receiver_id: receiver, message: text })], heldOut: 'send_message', workaround: [],
    todo: `send the message to ${receiver}`, did: `sent "${text}" to ${receiver}`,
    report: `Message delivered to ${receiver}.`,
  };
};

export const startCar: TaskBuilder = ({ world }) => {
  if (!has(world, 'VehicleControlAPI')) return null;
  const status = world.classes.find((c) => c.className === 'VehicleControlAPI')!.state();
  const open = Object.entries(status.doorStatus as { [d: string]: string }).filter(([, s]) => s === 'unlocked').map(([d]) => d);
  const lock = open.length ? [call('lockDoors', { unlock: false, door: open })] : [];
  return {
    query: 'I am about to head out. Secure the doors and start the engine for me.',
    missing: null,
    calls: [...lock, call('pressBrakePedal', { pedalPosition: new PyFloat(1) }), call('startEngine', { ignitionMode: 'START' })],
    heldOut: 'startEngine', workaround: [...lock, call('pressBrakePedal', { pedalPosition: new PyFloat(1) })],
    todo: 'start the engine', did: 'locked the doors, pressed the brake and started the engine',
    report: 'The engine is running and every door is locked.',
  };
};

export const fillTank: TaskBuilder = ({ rng, world }) => {
  if (!has(world, 'VehicleControlAPI')) return null;
  const level = Number((world.classes.find((c) => c.className === 'VehicleControlAPI')!.state().fuelLevel as PyFloat).value);
  const amount = Math.max(5, Math.min(rng.pick([10, 15, 20, 30]), Math.floor(50 - level)));
  return {
    query: `Fill the fuel tank with ${amount} gallons before we go.`,
    missing: {
      vague: 'Fill the fuel tank a bit before we go.',
      supply: `Add ${amount} gallons.`,
      guess: [call('fillFuelTank', { fuelAmount: new PyFloat(50 - level) })],
      need: 'the amount of fuel to add', todo: 'add fuel', guessed: 'filled the tank up to 50 gallons',
    },
    calls: [call('fillFuelTank', { fuelAmount: new PyFloat(amount) })], heldOut: 'fillFuelTank', workaround: [call('displayCarStatus', { option: 'fuel' })],
    todo: `add ${amount} gallons of fuel`, did: `added ${amount} gallons of fuel`,
    report: `The tank now holds ${level + amount} gallons.`,
  };
};

export const setClimate: TaskBuilder = ({ rng }) => {
  const temperature = rng.pick([20, 22, 24, 26]);
  const fan = rng.pick([30, 50, 70]);
  return {
    query: `Set the cabin to ${temperature} degrees Celsius with the fan at ${fan}.`,
    missing: {
      vague: `Make the cabin comfortable with the fan at ${fan}.`,
      supply: `Set it to ${temperature} degrees Celsius.`,
      guess: [call('adjustClimateControl', { temperature: new PyFloat(22), unit: 'celsius', fanSpeed: fan, mode: 'auto' })],
      need: 'the temperature you want', todo: 'adjust the climate control', guessed: `set the cabin to 22 °C with the fan at ${fan}`,
    },
    calls: [call('adjustClimateControl', { temperature: new PyFloat(temperature), unit: 'celsius', fanSpeed: fan, mode: 'auto' })],
    heldOut: 'adjustClimateControl', workaround: [],
    todo: 'adjust the climate control', did: `set the cabin to ${temperature} °C with the fan at ${fan}`,
    report: `Climate control: ${temperature} °C, fan ${fan}, auto mode.`,
  };
};

export const checkTires: TaskBuilder = () => ({
  query: 'Check the tire pressure before the long drive and turn the headlights on.',
  missing: null,
  calls: [call('check_tire_pressure'), call('setHeadlights', { mode: 'on' })], heldOut: 'check_tire_pressure', workaround: [call('setHeadlights', { mode: 'on' })],
  todo: 'check the tire pressure', did: 'checked the tire pressure and switched the headlights on',
  report: 'Front tires read 32 psi and the rear ones 30 psi, which is within the healthy range.',
});

const SYMBOLS = ['NVDA', 'AAPL', 'MSFT', 'GOOG', 'AMZN', 'TSLA'];

export const quoteStock: TaskBuilder = ({ rng }) => {
  const symbol = rng.pick(SYMBOLS);
  return {
    query: `What is the latest price of ${symbol}? Add it to my watch list too.`,
    missing: {
      vague: 'What is the latest price of that stock we talked about? Add it to my watch list too.',
      supply: `I mean ${symbol}.`,
      guess: [call('get_stock_info', { symbol: 'AAPL' }), call('add_to_watchlist', { stock: 'AAPL' })],
      need: 'the ticker symbol of the stock', todo: 'look up the stock', guessed: 'looked up AAPL and added it to your watch list',
    },
    calls: [call('get_stock_info', { symbol }), call('add_to_watchlist', { stock: symbol })], heldOut: 'add_to_watchlist', workaround: [call('get_watchlist')],
    todo: `add ${symbol} to the watch list`, did: `looked up ${symbol} and added it to your watch list`,
    report: `${symbol} is on your watch list now.`,
  };
};

export const buyShares: TaskBuilder = ({ rng }) => {
  const symbol = rng.pick(SYMBOLS);
  const amount = rng.pick([10, 50, 100, 150]);
  const price = rng.pick([210.5, 180.25, 95.0, 320.75]);
  return {
    query: `Place a buy order for ${amount} shares of ${symbol} at $${price}.`,
    missing: {
      vague: `Place a buy order for ${symbol} at $${price}.`,
      supply: `Make it ${amount} shares.`,
      guess: [call('place_order', { order_type: 'Buy', symbol, price: new PyFloat(price), amount: 100 })],
      need: 'the number of shares to buy', todo: 'place the buy order', guessed: `placed a buy order for 100 shares of ${symbol} at $${price}`,
    },
    calls: [call('place_order', { order_type: 'Buy', symbol, price: new PyFloat(price), amount })], heldOut: 'place_order', workaround: [call('get_stock_info', { symbol })],
    todo: `buy ${amount} shares of ${symbol}`, did: `placed a buy order for ${amount} shares of ${symbol} at $${price}`,
    report: `Order for ${amount} ${symbol} shares at $${price} is pending.`,
  };
};

export const accountCheck: TaskBuilder = () => ({
  query: 'Show me my account balance and the stocks on my watch list.',
  missing: null,
  calls: [call('get_account_info'), call('get_watchlist')], heldOut: 'get_watchlist', workaround: [call('get_account_info')],
  todo: 'show the watch list', did: 'fetched your balance and watch list',
  report: 'Your balance and watch list are shown above.',
});
