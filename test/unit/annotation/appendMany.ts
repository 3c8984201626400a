// Child process of the crash-safety test: appends COUNT decisions by AUTHOR to STORE, one at a time.
import { appendDecision } from '../../../src/core/annotation/appendDecision';
import { emissionDecision } from './decisions';

const [store, author, count] = process.argv.slice(2);
(async () => {
  for (let i = 0; i < Number(count); i++) {
    await appendDecision(store!, emissionDecision({ author: author!, case: `case_${i}`, rationale: `decision ${i} by ${author}` }));
  }
})();
