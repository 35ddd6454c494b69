// The stateful check (only with --include-writes): what a create makes must appear in the list,
// an edit must show in the list, a delete must take it out of the list and a later edit of it
// must fail. Groups are the contract's create/list/edit/delete siblings (…/create or …/add next
// to …/list and …/delete, e.g. the console's channels) and any create whose response `links`
// name a list operation. Whatever the check creates, it deletes.
import { exampleRequest, resolve } from './contract.mjs';
import { requestShape } from './contract-generate.mjs';

/** @typedef {import('./contract.mjs').Node} Node */
/** @typedef {import('./contract.mjs').Operation} Operation */
/**
 * A create with the list, edit and delete beside it.
 * @typedef {object} LifecycleGroup
 * @property {string | undefined} name what is created, the last part of the create's path before it
 * @property {Operation} create
 * @property {Operation} list
 * @property {Operation | undefined} edit
 * @property {Operation} remove
 */
/**
 * An answer as `send` gives it to the lifecycle: its status, its JSON and a curl line sending it again.
 * @typedef {{ status: number; json?: any; curl?: string }} LifecycleAnswer
 */
/**
 * Sends a request of an operation.
 * @typedef {(op: Operation, request: { params: Record<string, unknown>; body: unknown }) => Promise<LifecycleAnswer>} Send
 */
/**
 * How a lifecycle went: passed, or the step that failed and why.
 * @typedef {{ passed: true } | { passed: false; step: string; message: string; status?: number; curl?: string }} LifecycleOutcome
 */

/**
 * @param {Node} doc
 * @param {readonly Operation[]} operations
 * @returns {LifecycleGroup[]}
 */
export function lifecycleGroups(doc, operations) {
  const byPath = new Map(operations.map((op) => [op.path, op]));
  const byId = new Map(operations.map((op) => [op.operationId, op]));
  const groups = [];
  for (const op of operations) {
    const match = op.path.match(/^(.*)\/(create|add)$/);
    if (!match) continue;
    const prefix = match[1];
    let list = byPath.get(`${prefix}/list`);
    for (const response of Object.values(op.operation.responses ?? {})) {
      for (const link of Object.values(resolve(doc, response)?.links ?? {})) {
        const target = byId.get(resolve(doc, link)?.operationId);
        if (target && /list/i.test(target.operationId)) list = target;
      }
    }
    const remove = byPath.get(`${prefix}/delete`);
    // Without a delete the check could not clean up, so it does not create.
    if (list && remove)
      groups.push({ name: prefix.split('/').pop(), create: op, list, edit: byPath.get(`${prefix}/edit`), remove });
  }
  return groups;
}

/** @type {(doc: Node, schema: unknown) => Node} */
const propertiesOf = (doc, schema) => resolve(doc, schema)?.properties ?? {};

/**
 * Runs one group's lifecycle. `send(op, request)` returns { status, json, curl }. Returns
 * { passed: true } or { passed: false, step, message, status, curl }.
 * @param {Node} doc
 * @param {import('ajv/dist/2020.js').Ajv2020} ajv
 * @param {LifecycleGroup} group
 * @param {Send} send
 * @param {string} tag
 * @returns {Promise<LifecycleOutcome>}
 */
export async function runLifecycle(doc, ajv, group, send, tag) {
  const marker = `contract-check ${tag}`;
  /** @type {unknown[]} */
  const created = [];
  /** @type {(step: string, message: string, answer?: LifecycleAnswer) => LifecycleOutcome} */
  const fail = (step, message, answer) => ({
    passed: false,
    step,
    message,
    status: answer?.status,
    curl: answer?.curl,
  });
  const ok = (/** @type {LifecycleAnswer} */ answer) => answer.status >= 200 && answer.status < 300;
  const { create, list, edit, remove } = group;
  const listShape = requestShape(doc, ajv, list);
  const listProps = propertiesOf(doc, listShape.body?.schema);
  const listRequest = (/** @type {string} */ name) => {
    /** @type {Node} */
    const body = {};
    if (listProps.search) body.search = name;
    if (listProps.limit) body.limit = resolve(doc, listProps.limit)?.maximum ?? 100;
    if (listProps.page) body.page = 1;
    return { params: {}, body: listShape.body ? body : undefined };
  };
  const findIn = async (/** @type {string} */ name, /** @type {unknown} */ id) => {
    const answer = await send(list, listRequest(name));
    const items = answer.json?.items ?? answer.json?.item ?? [];
    return { answer, item: Array.isArray(items) ? items.find((item) => item?.id === id) : undefined };
  };
  try {
    const createShape = requestShape(doc, ajv, create);
    /** @type {Node} */
    const base = structuredClone(exampleRequest(doc, create).body ?? {});
    if ('name' in propertiesOf(doc, createShape.body?.schema)) base.name = marker;
    const made = await send(create, { params: {}, body: base });
    if (!ok(made))
      return fail('create', `${create.operationId} answered ${made.status} to the contract's example`, made);
    const item = made.json?.item ?? made.json;
    const id = item?.id;
    if (id === undefined)
      return fail('create', `${create.operationId} answered ${made.status} without an item id`, made);
    created.push(id);

    const listed = await findIn(marker, id);
    if (!ok(listed.answer))
      return fail(
        'list',
        `${list.operationId} answered ${listed.answer.status} when listing the new ${group.name} ${id}`,
        listed.answer,
      );
    if (!listed.item)
      return fail(
        'list',
        `${group.name} ${id} was created but ${list.operationId} does not list it (searched "${marker}")`,
        listed.answer,
      );

    if (edit) {
      const editProps = propertiesOf(doc, requestShape(doc, ajv, edit).body?.schema);
      const editBody = Object.fromEntries(Object.entries(listed.item).filter(([key]) => key in editProps));
      editBody.id = id;
      if ('name' in editProps) editBody.name = `${marker} edited`;
      const edited = await send(edit, { params: {}, body: editBody });
      if (!ok(edited))
        return fail('edit', `${edit.operationId} answered ${edited.status} to an edit of ${group.name} ${id}`, edited);
      const after = await findIn(`${marker} edited`, id);
      if (!after.item)
        return fail(
          'edit shown',
          `${group.name} ${id} was edited but ${list.operationId} does not list it under its new name`,
          after.answer,
        );
      if ('name' in editProps && after.item.name !== `${marker} edited`)
        return fail(
          'edit shown',
          `${list.operationId} shows ${group.name} ${id} named "${after.item.name}", not the edited name`,
          after.answer,
        );
    }

    const removed = await send(remove, { params: {}, body: { id } });
    if (!ok(removed))
      return fail(
        'delete',
        `${remove.operationId} answered ${removed.status} to deleting ${group.name} ${id}`,
        removed,
      );
    created.splice(created.indexOf(id), 1);
    const gone = await findIn(marker, id);
    if (gone.item)
      return fail('gone', `${group.name} ${id} was deleted but ${list.operationId} still lists it`, gone.answer);
    if (edit) {
      const editProps = propertiesOf(doc, requestShape(doc, ajv, edit).body?.schema);
      const late = await send(edit, {
        params: {},
        body: Object.fromEntries(
          Object.entries({ ...listed.item, id, name: `${marker} late` }).filter(([key]) => key in editProps),
        ),
      });
      if (late.status < 400 || late.status >= 500)
        return fail(
          'edit after delete',
          `${edit.operationId} answered ${late.status} to an edit of the deleted ${group.name} ${id} (expected 404 or another 4xx)`,
          late,
        );
    }
    return { passed: true };
  } finally {
    for (const id of created) await send(remove, { params: {}, body: { id } }).catch(() => undefined);
  }
}
