import { setAnswerCheck } from '../api/seam-hooks';

/**
 * Every successful JSON answer is checked against its operation's shape before a screen reads it
 * (docs/decisions/004-answer-shapes.md). A departure fails the call as a `shape` error, which the
 * block that made it shows as an answer that could not be read, with a retry. The shapes load
 * with the first answer, not with the page.
 */
export function installAnswerCheck() {
  let loading: Promise<[typeof import('../../generated/shapes'), typeof import('../lib/response-shape')]> | undefined;
  setAnswerCheck(async ({ method, path }, body) => {
    loading ??= Promise.all([import('../../generated/shapes'), import('../lib/response-shape')]);
    const [{ RESPONSE_SHAPES }, { shapeFor, shapeProblem }] = await loading;
    const shape = shapeFor(RESPONSE_SHAPES, method, path);
    return shape === undefined ? undefined : shapeProblem(shape, body);
  });
}
