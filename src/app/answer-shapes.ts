import { setAnswerCheck } from '../api/seam-hooks';
import { shapeFor, shapeProblem } from '../lib/response-shape';

/**
 * Every successful JSON answer is checked against its operation's shape before a screen reads it
 * (docs/decisions/004-answer-shapes.md). A departure fails the call as a `shape` error, which the
 * block that made it shows as an answer that could not be read, with a retry. The shapes load
 * with the first answer, not with the page.
 */
export function installAnswerCheck() {
  let shapes: Promise<typeof import('../../generated/shapes')> | undefined;
  setAnswerCheck(async ({ method, path }, body) => {
    shapes ??= import('../../generated/shapes');
    const shape = shapeFor((await shapes).RESPONSE_SHAPES, method, path);
    return shape === undefined ? undefined : shapeProblem(shape, body);
  });
}
