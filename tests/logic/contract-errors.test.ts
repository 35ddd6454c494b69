import { describe, expect, expectTypeOf, it } from 'vitest';
import { HttpError } from '@api/errors';
import type { ErrorType } from '@api/request';
import {
  useChannelsCreate,
  useGeoList,
  type ChannelsCreateMutationError,
  type GeoListQueryError,
} from '@generated/api/admin/admin';
import type {
  ForbiddenResponse,
  NotFoundResponse,
  ServerErrorResponse,
  UnauthorizedResponse,
  UnsupportedMediaTypeResponse,
  ValidationError,
  ValidationErrorErrors,
} from '@generated/model';

// A call's error keeps the error bodies its operation declares in the contract, through the
// generated hooks (their `TError` is the mutator's ErrorType<E>, HttpError<E>): a form reads the
// server's field messages typed from the contract, with no shape written again by hand.

type ChannelsCreateBodies =
  | ValidationError
  | UnauthorizedResponse
  | ForbiddenResponse
  | NotFoundResponse
  | UnsupportedMediaTypeResponse
  | ServerErrorResponse;

/** The hooks as a component calls them, their error type left to its default (never rendered). */
function useProbes() {
  return { mutation: useChannelsCreate(), query: useGeoList({}) };
}

describe('the error of a generated call', () => {
  it("is an HttpError of the operation's error bodies", () => {
    expectTypeOf<ErrorType<ValidationError>>().toEqualTypeOf<HttpError<ValidationError>>();
    type Mutation = ReturnType<typeof useProbes>['mutation'];
    expectTypeOf<Mutation['error']>().toEqualTypeOf<HttpError<ChannelsCreateBodies> | null>();
    expectTypeOf<ChannelsCreateMutationError>().toEqualTypeOf<HttpError<ChannelsCreateBodies>>();
    type Query = ReturnType<typeof useProbes>['query'];
    expectTypeOf<Query['error']>().toEqualTypeOf<GeoListQueryError | null>();
    // The erased error (every body unknown) is not what a hook fails with.
    expectTypeOf<Mutation['error']>().not.toEqualTypeOf<HttpError | null>();
    expect(useProbes).toBeTypeOf('function');
  });

  it("gives the contract's body and field messages their types", () => {
    expectTypeOf<ChannelsCreateMutationError['body']>().toEqualTypeOf<ChannelsCreateBodies | string | undefined>();
    expectTypeOf<ChannelsCreateMutationError['fieldErrors']>().toEqualTypeOf<Partial<ValidationErrorErrors>>();
    // @ts-expect-error A field's messages are the contract's string[], not another shape.
    const wrong: Partial<Record<string, number[]>> = ({} as ChannelsCreateMutationError).fieldErrors;
    expect(wrong).toBeUndefined();
    // An error of no known operation still reads as a plain map.
    expectTypeOf<HttpError['fieldErrors']>().toEqualTypeOf<Partial<Record<string, string[]>>>();
  });

  it('reads the field messages and the message of a body of the contract', () => {
    const body: ValidationError = { message: 'Some fields are wrong.', errors: { name: ['Too long.'] } };
    const error: ChannelsCreateMutationError = new HttpError('http', 'Request failed', { status: 400, body });
    expect(error.fieldErrors.name).toEqual(['Too long.']);
    expect(error.serverMessage).toBe('Some fields are wrong.');
    const text = new HttpError<ValidationError>('http', 'Request failed', {
      status: 502,
      body: '<html>Bad gateway</html>',
    });
    expect(text.fieldErrors).toEqual({});
    expect(text.serverMessage).toBeUndefined();
  });
});
