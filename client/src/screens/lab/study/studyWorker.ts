// A web worker that plays study games (shared/study answerStudyRequest): one request in, one reply out.
import { answerStudyRequest, type StudyWorkerReply, type StudyWorkerRequest } from '../../../../../shared/study';

/** The worker's global scope as this file uses it (the project's TypeScript lib is DOM, not WebWorker). */
const scope = self as unknown as {
  onmessage: ((e: MessageEvent<StudyWorkerRequest>) => void) | null;
  postMessage(reply: StudyWorkerReply): void;
};

scope.onmessage = (e) => scope.postMessage(answerStudyRequest(e.data));
