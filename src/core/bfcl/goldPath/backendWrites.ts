// Which public attributes (the ones BFCL's state checker compares: every attribute not starting with
// `_`) each method of each multi-turn backend class can change. Facts read from BFCL's backends,
// ShishirPatil/gorilla @ 6ea57973, berkeley-function-call-leaderboard/bfcl_eval/eval_checker/
// multi_turn_eval/func_source_code/*.py; a method of a listed class that is not listed only reads.
// `cd` changes only the private working directory; `get_stock_info`, `get_watchlist` and
// `get_order_details` return copies; `mention` extends the tweet's `mentions` list in `tweets`.

export const BACKEND_WRITES: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  GorillaFileSystem: {
    mkdir: ['root'],
    touch: ['root'],
    echo: ['root'],
    rm: ['root'],
    rmdir: ['root'],
    cp: ['root'],
    mv: ['root'],
  },
  MathAPI: {},
  MessageAPI: {
    message_login: ['current_user'],
    send_message: ['generated_ids', 'inbox', 'message_count'],
    delete_message: ['inbox'],
    add_contact: ['user_count', 'user_map'],
  },
  TwitterAPI: {
    authenticate_twitter: ['authenticated'],
    post_tweet: ['tweet_counter', 'tweets'],
    retweet: ['retweets'],
    comment: ['comments'],
    mention: ['tweets'],
    follow_user: ['following_list'],
    unfollow_user: ['following_list'],
  },
  TicketAPI: {
    create_ticket: ['ticket_counter', 'ticket_queue'],
    close_ticket: ['ticket_queue'],
    resolve_ticket: ['ticket_queue'],
    edit_ticket: ['ticket_queue'],
    ticket_login: ['current_user'],
    logout: ['current_user'],
  },
  TradingBot: {
    place_order: ['order_counter', 'orders'],
    cancel_order: ['orders'],
    withdraw_funds: ['account_info', 'transaction_history'],
    fund_account: ['account_info', 'transaction_history'],
    trading_login: ['authenticated'],
    trading_logout: ['authenticated'],
    add_to_watchlist: ['watch_list'],
    remove_stock_from_watchlist: ['watch_list'],
  },
  TravelAPI: {
    authenticate_travel: ['access_token', 'token_expires_in', 'token_scope', 'token_type', 'user_first_name', 'user_last_name'],
    register_credit_card: ['credit_card_list'],
    book_flight: ['booking_record', 'credit_card_list'],
    cancel_booking: ['booking_record', 'credit_card_list'],
    purchase_insurance: ['credit_card_list'],
    set_budget_limit: ['budget_limit'],
  },
  VehicleControlAPI: {
    startEngine: ['engine_state'],
    fillFuelTank: ['fuelLevel'],
    lockDoors: ['doorStatus', 'remainingUnlockedDoors'],
    adjustClimateControl: ['acMode', 'acTemperature', 'fanSpeed'],
    setHeadlights: ['headLightStatus'],
    activateParkingBrake: ['parkingBrakeStatus'],
    pressBrakePedal: ['brakePedalStatus'],
    releaseBrakePedal: ['brakePedalStatus'],
    setCruiseControl: ['cruiseStatus', 'distanceToNextVehicle'],
    set_navigation: ['destination'],
  },
  WebSearchAPI: {},
};
