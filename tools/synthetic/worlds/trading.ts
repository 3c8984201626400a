// TradingBot: quotes, a watch list and orders. Long-context cases start with a long order and
// transaction history, as the real ones do.
import { cloneJson, PyFloat, type JsonValue } from '../pyJson';
import type { ApiClass, Call } from './types';

type Obj = { [key: string]: JsonValue };

export interface Quote {
  price: number;
  percentChange: number;
  volume: number;
}

export class Trading implements ApiClass {
  readonly className = 'TradingBot';
  readonly functions = ['get_stock_info', 'add_to_watchlist', 'get_watchlist', 'place_order', 'cancel_order', 'get_order_details', 'get_account_info'] as const;
  private orders: Obj = {};
  private watchList: string[];
  private history: Obj[] = [];
  private balance: number;
  private orderCounter = 12446;

  constructor(private readonly quotes: { [symbol: string]: Quote }, watchList: string[], balance: number) {
    this.watchList = [...watchList];
    this.balance = balance;
  }

  state(): { [attr: string]: JsonValue } {
    return {
      orders: cloneJson(this.orders),
      account_info: { account_id: 12345, balance: new PyFloat(this.balance), binding_card: 1974202140965533 },
      authenticated: true, market_status: 'Open', order_counter: this.orderCounter,
      watch_list: [...this.watchList], transaction_history: cloneJson(this.history), long_context: this.history.length > 0,
    };
  }

  initialConfig(): { [key: string]: JsonValue } {
    return { account_info: { account_id: 12345, balance: new PyFloat(this.balance) }, watch_list: [...this.watchList] };
  }

  clone(): Trading {
    const twin = new Trading(this.quotes, this.watchList, this.balance);
    twin.orders = cloneJson(this.orders);
    twin.history = cloneJson(this.history);
    twin.orderCounter = this.orderCounter;
    return twin;
  }

  /** Long-context cases: a long past. */
  addHistory(entries: Obj[]): void {
    this.history.push(...entries);
  }

  run(call: Call): JsonValue {
    const a = call.args;
    const symbol = String(a.symbol ?? a.stock ?? '');
    switch (call.name) {
      case 'get_stock_info': {
        const q = this.quotes[symbol];
        if (!q) return { error: `Stock with symbol '${symbol}' not found.` };
        return { price: new PyFloat(q.price), percent_change: new PyFloat(q.percentChange), volume: new PyFloat(q.volume), 'MA(5)': new PyFloat(q.price * 0.99), 'MA(20)': new PyFloat(q.price * 0.97) };
      }
      case 'add_to_watchlist':
        if (!this.watchList.includes(symbol)) this.watchList.push(symbol);
        return { watchlist: [...this.watchList] };
      case 'get_watchlist':
        return { watchlist: [...this.watchList] };
      case 'place_order': {
        const id = this.orderCounter++;
        const order: Obj = { id, order_type: String(a.order_type ?? 'Buy'), symbol, price: a.price ?? 0, amount: a.amount ?? 0, status: 'Open' };
        this.orders[String(id)] = order;
        return { order_id: id, order_type: order.order_type!, status: 'Pending', price: order.price!, amount: order.amount! };
      }
      case 'cancel_order': {
        const order = this.orders[String(a.order_id)] as Obj | undefined;
        if (!order) return { error: `Order with ID ${String(a.order_id)} not found.` };
        order.status = 'Cancelled';
        return { order_id: a.order_id ?? 0, status: 'Cancelled' };
      }
      case 'get_order_details': {
        const order = this.orders[String(a.order_id)];
        return order ?? { error: `Order with ID ${String(a.order_id)} not found.` };
      }
      default:
        return { account_id: 12345, balance: new PyFloat(this.balance), binding_card: 1974202140965533 };
    }
  }
}
