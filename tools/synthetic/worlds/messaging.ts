// The small social back-ends a BFCL case often closes with: posting a tweet, filing a ticket,
// messaging a colleague. Their state is plain JSON in the snapshots.
import { cloneJson, type JsonValue } from '../pyJson';
import type { ApiClass, Call } from './types';

type Obj = { [key: string]: JsonValue };
const copy = <T extends JsonValue>(value: T): T => cloneJson(value);

interface Tweet extends Obj {
  id: number;
  username: string;
  content: JsonValue;
  tags: JsonValue;
  mentions: JsonValue;
}

export class TwitterApi implements ApiClass {
  readonly className = 'TwitterAPI';
  readonly functions = ['authenticate_twitter', 'post_tweet', 'comment', 'retweet'] as const;
  private authenticated = false;
  private tweets: { [id: string]: Tweet } = {};
  private comments: Obj = {};
  private retweets: Obj = {};
  private counter: number;

  constructor(private readonly username: string, private readonly password: string, tweets: { content: string; tags: string[] }[]) {
    tweets.forEach((t, id) => (this.tweets[String(id)] = { id, username, content: t.content, tags: t.tags, mentions: [] }));
    this.counter = tweets.length;
  }

  state(): Obj {
    return copy({
      username: this.username, password: this.password, authenticated: this.authenticated, tweets: this.tweets,
      comments: this.comments, retweets: this.retweets, following_list: ['alice', 'bob'], tweet_counter: this.counter,
    });
  }
  initialConfig(): Obj {
    const { authenticated: _ignored, ...config } = this.state();
    return { ...config, authenticated: false };
  }
  clone(): TwitterApi {
    const twin = new TwitterApi(this.username, this.password, []);
    twin.authenticated = this.authenticated;
    twin.tweets = copy(this.tweets);
    twin.comments = copy(this.comments);
    twin.retweets = copy(this.retweets);
    twin.counter = this.counter;
    return twin;
  }

  run(call: Call): JsonValue {
    const a = call.args;
    if (call.name === 'authenticate_twitter') {
      const ok = a.username === this.username && a.password === this.password;
      if (ok) this.authenticated = true;
      return { authentication_status: ok };
    }
    if (!this.authenticated) return { error: 'User not authenticated. Please authenticate before posting.' };
    if (call.name === 'post_tweet') {
      const tweet: Tweet = { id: this.counter, username: this.username, content: a.content ?? '', tags: a.tags ?? [], mentions: a.mentions ?? [] };
      this.tweets[String(this.counter++)] = tweet;
      return copy(tweet);
    }
    if (call.name === 'comment') {
      this.comments[String(a.tweet_id)] = [{ username: this.username, content: a.comment_content ?? '' }];
      return { comment_status: 'Comment added successfully' };
    }
    this.retweets[this.username] = [a.tweet_id ?? 0];
    return { retweet_status: 'Successfully retweeted' };
  }
}

export class TicketApi implements ApiClass {
  readonly className = 'TicketAPI';
  readonly functions = ['create_ticket', 'get_ticket', 'close_ticket'] as const;
  private queue: Obj[] = [];
  private counter = 1;

  state(): Obj {
    return copy({ ticket_queue: this.queue, ticket_counter: this.counter, current_user: null });
  }
  initialConfig(): Obj {
    return {};
  }
  clone(): TicketApi {
    const twin = new TicketApi();
    twin.queue = copy(this.queue);
    twin.counter = this.counter;
    return twin;
  }

  run(call: Call): JsonValue {
    const a = call.args;
    if (call.name === 'create_ticket') {
      const ticket: Obj = { id: this.counter++, title: a.title ?? '', description: a.description ?? '', status: 'Open', priority: a.priority ?? 1, created_by: 'Michael Thompson' };
      this.queue.push(ticket);
      return copy(ticket);
    }
    const ticket = this.queue.find((t) => t.id === a.ticket_id);
    if (!ticket) return { error: `Ticket with ID ${String(a.ticket_id)} not found.` };
    if (call.name === 'get_ticket') return copy(ticket);
    ticket.status = 'Closed';
    return { status: `Ticket ${String(a.ticket_id)} has been closed successfully.` };
  }
}

interface Message extends Obj {
  sender_id: JsonValue;
  receiver_id: JsonValue;
  message: JsonValue;
}

export class MessageApi implements ApiClass {
  readonly className = 'MessageAPI';
  readonly functions = ['message_login', 'send_message', 'view_messages_sent'] as const;
  private ids: number[] = [];
  private inbox: Message[] = [];
  private currentUser: JsonValue;

  constructor(private readonly users: { [name: string]: string }, currentUser: string) {
    this.currentUser = currentUser;
  }

  state(): Obj {
    return copy({
      generated_ids: this.ids, user_count: Object.keys(this.users).length, user_map: this.users,
      inbox: this.inbox, message_count: this.inbox.length, current_user: this.currentUser,
    });
  }
  initialConfig(): Obj {
    return { user_count: Object.keys(this.users).length, user_map: this.users, inbox: [], message_count: 0, current_user: this.currentUser };
  }
  clone(): MessageApi {
    const twin = new MessageApi(this.users, '');
    twin.ids = [...this.ids];
    twin.inbox = copy(this.inbox);
    twin.currentUser = this.currentUser;
    return twin;
  }
  /** Long-context cases start with a full inbox. */
  fillInbox(messages: { sender_id: string; receiver_id: string; message: string }[]): void {
    this.inbox.push(...messages);
  }

  run(call: Call): JsonValue {
    const a = call.args;
    if (call.name === 'message_login') {
      this.currentUser = a.user_id ?? null;
      return { login_status: true, message: `User '${String(a.user_id)}' logged in successfully.` };
    }
    if (call.name === 'view_messages_sent') return { messages: copy(this.inbox.filter((m) => m.sender_id === this.currentUser)) };
    const id = 67410 + this.ids.length;
    this.ids.push(id);
    this.inbox.push({ sender_id: this.currentUser, receiver_id: a.receiver_id ?? '', message: a.message ?? '' });
    return { sent_status: true, message_id: { new_id: id }, message: `Message sent to '${String(a.receiver_id)}' successfully.` };
  }
}
