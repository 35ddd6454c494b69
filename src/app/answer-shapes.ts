import { setAnswerCheck } from '@api/seam-hooks';

/**
 * Every successful JSON answer is checked against its operation's shape before a screen reads it
 * (docs/decisions/004-answer-shapes.md). A departure fails the call as a `shape` error, which the
 * block that made it shows as an answer that could not be read, with a retry. The shapes load
 * with a console page's code (warm-up.ts) or with the first answer, never on the sign-in pages'
 * first paint.
 */
let loading: Promise<[typeof import('@generated/shapes'), typeof import('@lib/response-shape')]> | undefined;

/** Loads the shapes (once); a console page asks for them as it starts, beside its own code. */
export function loadAnswerShapes() {
  loading ??= Promise.all([import('@generated/shapes'), import('@lib/response-shape')]);
  return loading;
}

export function installAnswerCheck() {
  setAnswerCheck(async ({ method, path }, body) => {
    const [{ RESPONSE_SHAPES }, { shapeFor, shapeProblem }] = await loadAnswerShapes();
    const shape = shapeFor(RESPONSE_SHAPES, method, path);
    return shape === undefined ? undefined : shapeProblem(shape, body);
  });
}
