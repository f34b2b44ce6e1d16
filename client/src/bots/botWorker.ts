// The browser's bot worker (issue 32): it answers each request of the page's bot pool (botPool.ts) with the level's
// command for the seat, from the view it is sent, so a search never runs on the page's thread. One request at a time.
import { answerBotRequest, type BotReply } from './botRequest';

/** The worker's global scope as this file uses it (the project's TypeScript lib is DOM, not WebWorker). */
const scope = self as unknown as {
  onmessage: ((e: MessageEvent<unknown>) => void) | null;
  postMessage(reply: BotReply): void;
};

scope.onmessage = (e) => scope.postMessage(answerBotRequest(e.data));
