// The function documentation a model is shown, in BFCL's doc shape (name, description,
// parameters, response). Prompt-mode models get it in the system prompt; a miss_func holdout turn
// hands the held-out ones back; the score file's `prompt.missed_function` holds them in full.
// The wording is ours.
import type { JsonValue } from './pyJson';

type Param = [name: string, type: string, description: string, required?: boolean];
type Field = [name: string, type: string, description: string];

const CLASS_BLURB: { [cls: string]: string } = {
  GorillaFileSystem: 'This tool belongs to the Gorilla file system, a small in-memory file system with a current directory: you can move around, create files and folders, and read or write file contents.',
  TwitterAPI: 'This tool belongs to the TwitterAPI, which lets an authenticated user post, comment on and retweet messages.',
  TicketAPI: 'This tool belongs to the ticketing system, where support tickets are filed, looked up and closed.',
  MessageAPI: 'This tool belongs to the messaging service, which delivers short messages between users of a workspace.',
  VehicleControlAPI: 'This tool belongs to the vehicle control system, which drives the engine, doors, lights, climate and fuel of one car.',
  TradingBot: 'This tool belongs to the trading bot, which quotes stocks, keeps a watch list and places orders for one account.',
};

const SPECS: { [name: string]: [cls: string, description: string, params: Param[], response: Field[]] } = {
  pwd: ['GorillaFileSystem', 'Print the path of the current working directory.', [], [['current_working_directory', 'string', 'The path of the current directory.']]],
  ls: ['GorillaFileSystem', 'List what the current directory holds.', [['a', 'boolean', 'Also list hidden entries (names starting with a dot). Default: False']], [['current_directory_content', 'array', 'The names of the entries in the current directory.']]],
  cd: ['GorillaFileSystem', 'Change the current directory to a sub-folder, or to the parent with "..".', [['folder', 'string', 'The folder to enter. A bare name only; paths are not accepted.', true]], [['current_working_directory', 'string', 'The directory you are now in.']]],
  mkdir: ['GorillaFileSystem', 'Create a new folder in the current directory.', [['dir_name', 'string', 'Name of the new folder. No paths.', true]], []],
  touch: ['GorillaFileSystem', 'Create an empty file in the current directory.', [['file_name', 'string', 'Name of the new file. No paths.', true]], []],
  echo: ['GorillaFileSystem', 'Write text into a file of the current directory, or print it when no file is given.', [['content', 'string', 'The text to write.', true], ['file_name', 'string', 'The file to write to. Default: None']], [['terminal_output', 'string', 'The text, when no file name was given.']]],
  cat: ['GorillaFileSystem', 'Show the whole content of a file in the current directory.', [['file_name', 'string', 'The file to show. No paths.', true]], [['file_content', 'string', 'What the file contains.']]],
  grep: ['GorillaFileSystem', 'Find the lines of a file that contain a pattern.', [['file_name', 'string', 'The file to search, in the current directory.', true], ['pattern', 'string', 'The text to look for.', true]], [['matching_lines', 'array', 'Every line that contains the pattern.']]],
  sort: ['GorillaFileSystem', 'Sort the lines of a file and return them.', [['file_name', 'string', 'The file to sort, in the current directory.', true]], [['sorted_content', 'string', 'The lines in sorted order.']]],
  diff: ['GorillaFileSystem', 'Compare two files line by line.', [['file_name1', 'string', 'The first file.', true], ['file_name2', 'string', 'The second file.', true]], [['diff_lines', 'string', 'The lines that differ, marked with - and +.']]],
  wc: ['GorillaFileSystem', 'Count the lines, words or characters of a file.', [['file_name', 'string', 'The file to count.', true], ['mode', 'string', 'What to count: "l" lines, "w" words, "c" characters. Default: l']], [['count', 'integer', 'The number counted.'], ['type', 'string', 'What was counted. [Enum]: ["lines", "words", "characters"]']]],
  tail: ['GorillaFileSystem', 'Show the last lines of a file.', [['file_name', 'string', 'The file to read.', true], ['lines', 'integer', 'How many lines to show. Default: 10']], [['last_lines', 'string', 'The last lines of the file.']]],
  mv: ['GorillaFileSystem', 'Move or rename a file or folder of the current directory.', [['source', 'string', 'What to move. No paths.', true], ['destination', 'string', 'A folder to move into, or the new name. No paths.', true]], [['result', 'string', 'What happened.']]],
  cp: ['GorillaFileSystem', 'Copy a file or folder of the current directory.', [['source', 'string', 'What to copy. No paths.', true], ['destination', 'string', 'A folder to copy into, or the name of the copy. No paths.', true]], [['result', 'string', 'What happened.']]],
  rm: ['GorillaFileSystem', 'Delete a file or folder of the current directory.', [['file_name', 'string', 'What to delete.', true]], [['result', 'string', 'What happened.']]],
  find: ['GorillaFileSystem', 'Search the tree below a path for names that contain a text.', [['path', 'string', 'Where to start. Default: .'], ['name', 'string', 'Text the names must contain. Default: None']], [['matches', 'array', 'Paths of the entries found.']]],
  authenticate_twitter: ['TwitterAPI', 'Log in with a user name and password.', [['username', 'string', 'The user name.', true], ['password', 'string', 'The password.', true]], [['authentication_status', 'boolean', 'Whether the log-in worked.']]],
  post_tweet: ['TwitterAPI', 'Post a tweet as the logged-in user.', [['content', 'string', 'The text of the tweet.', true], ['tags', 'array', 'Hashtags to add. Default: []'], ['mentions', 'array', 'Users to mention. Default: []']], [['id', 'integer', 'The new tweet id.'], ['username', 'string', 'Who posted it.'], ['content', 'string', 'The text.'], ['tags', 'array', 'Its hashtags.'], ['mentions', 'array', 'Its mentions.']]],
  comment: ['TwitterAPI', 'Comment on a tweet.', [['tweet_id', 'integer', 'The tweet to comment on.', true], ['comment_content', 'string', 'The comment.', true]], [['comment_status', 'string', 'What happened.']]],
  retweet: ['TwitterAPI', 'Retweet a tweet.', [['tweet_id', 'integer', 'The tweet to share.', true]], [['retweet_status', 'string', 'What happened.']]],
  create_ticket: ['TicketAPI', 'Open a new support ticket.', [['title', 'string', 'A short title.', true], ['description', 'string', 'What the ticket is about. Default: ""'], ['priority', 'integer', 'From 1 (low) to 5 (urgent). Default: 1']], [['id', 'integer', 'The ticket id.'], ['title', 'string', 'Its title.'], ['status', 'string', 'Its status.']]],
  get_ticket: ['TicketAPI', 'Look up a ticket.', [['ticket_id', 'integer', 'The ticket id.', true]], [['status', 'string', 'Its status.']]],
  close_ticket: ['TicketAPI', 'Close a ticket.', [['ticket_id', 'integer', 'The ticket id.', true]], [['status', 'string', 'What happened.']]],
  message_login: ['MessageAPI', 'Log in to the messaging service.', [['user_id', 'string', 'The user id, e.g. USR001.', true]], [['login_status', 'boolean', 'Whether it worked.']]],
  send_message: ['MessageAPI', 'Send a message to another user.', [['receiver_id', 'string', 'The user id of the receiver.', true], ['message', 'string', 'The text to send.', true]], [['sent_status', 'boolean', 'Whether it was sent.'], ['message_id', 'dict', 'The id of the new message.']]],
  view_messages_sent: ['MessageAPI', 'List the messages the current user has sent.', [], [['messages', 'array', 'The messages.']]],
  startEngine: ['VehicleControlAPI', 'Start or stop the engine. The doors must be locked and the brake pressed.', [['ignitionMode', 'string', 'START or STOP. [Enum]: ["START", "STOP"]', true]], [['engineState', 'string', 'Whether the engine runs.'], ['fuelLevel', 'float', 'Fuel left in gallons.']]],
  lockDoors: ['VehicleControlAPI', 'Lock or unlock doors.', [['unlock', 'boolean', 'True to unlock, False to lock.', true], ['door', 'array', 'Which doors. [Enum]: ["driver", "passenger", "rear_left", "rear_right"]', true]], [['lockStatus', 'string', 'The new status.'], ['remainingUnlockedDoors', 'integer', 'Doors still unlocked.']]],
  pressBrakePedal: ['VehicleControlAPI', 'Press the brake pedal.', [['pedalPosition', 'float', 'From 0 (released) to 1 (fully pressed).', true]], [['brakePedalStatus', 'string', 'The pedal status.']]],
  fillFuelTank: ['VehicleControlAPI', 'Add fuel. The tank holds 50 gallons.', [['fuelAmount', 'float', 'Gallons to add.', true]], [['fuelLevel', 'float', 'The new fuel level.']]],
  check_tire_pressure: ['VehicleControlAPI', 'Read the pressure of all four tires.', [], [['healthy_tire_pressure', 'boolean', 'Whether every tire is between 30 and 35 psi.']]],
  setHeadlights: ['VehicleControlAPI', 'Switch the headlights.', [['mode', 'string', '[Enum]: ["on", "off", "auto"]', true]], [['headlightStatus', 'string', 'The new status.']]],
  adjustClimateControl: ['VehicleControlAPI', 'Set the cabin temperature and fan.', [['temperature', 'float', 'The temperature.', true], ['unit', 'string', 'celsius or fahrenheit. Default: celsius'], ['fanSpeed', 'integer', 'From 0 to 100. Default: 50'], ['mode', 'string', '[Enum]: ["auto", "cool", "heat", "defrost"]. Default: auto']], [['currentACTemperature', 'float', 'The set temperature.']]],
  displayCarStatus: ['VehicleControlAPI', 'Report one part of the car status.', [['option', 'string', '[Enum]: ["fuel", "battery", "doors", "climate", "headlights", "brake", "engine"]', true]], [['status', 'dict', 'The status asked for.']]],
  get_stock_info: ['TradingBot', 'Quote a stock.', [['symbol', 'string', 'The ticker symbol.', true]], [['price', 'float', 'The current price.'], ['percent_change', 'float', 'Change today in percent.'], ['volume', 'float', 'Volume traded, in millions.']]],
  add_to_watchlist: ['TradingBot', 'Add a stock to the watch list.', [['stock', 'string', 'The ticker symbol.', true]], [['watchlist', 'array', 'The watch list.']]],
  get_watchlist: ['TradingBot', 'Show the watch list.', [], [['watchlist', 'array', 'The watch list.']]],
  place_order: ['TradingBot', 'Place a buy or sell order.', [['order_type', 'string', 'Buy or Sell.', true], ['symbol', 'string', 'The ticker symbol.', true], ['price', 'float', 'The limit price.', true], ['amount', 'integer', 'Number of shares.', true]], [['order_id', 'integer', 'The new order id.'], ['status', 'string', 'Its status.']]],
  cancel_order: ['TradingBot', 'Cancel an open order.', [['order_id', 'integer', 'The order to cancel.', true]], [['status', 'string', 'The new status.']]],
  get_order_details: ['TradingBot', 'Show one order.', [['order_id', 'integer', 'The order id.', true]], [['status', 'string', 'Its status.']]],
  get_account_info: ['TradingBot', 'Show the account balance and card.', [], [['balance', 'float', 'Money available.']]],
};

export function functionDoc(name: string): { [key: string]: JsonValue } {
  const spec = SPECS[name];
  if (!spec) throw new Error(`No documentation for function ${name}.`);
  const [cls, description, params, response] = spec;
  const properties: { [key: string]: JsonValue } = {};
  for (const [p, type, desc] of params) properties[p] = { type, description: desc };
  const fields: { [key: string]: JsonValue } = {};
  for (const [f, type, desc] of response) fields[f] = { type, description: desc };
  return {
    name,
    description: `${CLASS_BLURB[cls]} Tool description: ${description}`,
    parameters: { type: 'dict', properties, required: params.filter((p) => p[3]).map((p) => p[0]) },
    response: { type: 'dict', properties: fields },
  };
}

export function classOfFunction(name: string): string {
  const spec = SPECS[name];
  if (!spec) throw new Error(`No documentation for function ${name}.`);
  return spec[0];
}

/** Every function of the given classes, in class order. */
export function functionsOf(classes: readonly string[]): string[] {
  return Object.keys(SPECS).filter((name) => classes.includes(SPECS[name]![0])).sort((x, y) => classes.indexOf(SPECS[x]![0]) - classes.indexOf(SPECS[y]![0]));
}
