import { keepPreviousData } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { TaskState } from '@generated/model/taskState';
import type { QueryLike } from '@ui/query-block';
import { DataTable, type AllPages, type Column } from '../table/data-table';
import type { TableState } from '../table/use-table';
import { followPendingTasks } from './reports-table';

/** A page of tasks as the server lists them: uploads, transcriptions. */
export interface TaskPage<R> {
  items: R[];
  meta: { total: number; limit: number };
}

/** A task list's query: the last page stays while the next loads, asked again while tasks are on their way. */
export const FOLLOWED_TASKS = {
  placeholderData: keepPreviousData,
  refetchInterval: followPendingTasks((data: { items: readonly { state: TaskState }[] }) => data.items),
};

export interface TaskTableProps<T extends TaskPage<R>, R extends { id: number | string }, F extends string> {
  /** The table's caption, also the CSV file's name. */
  caption: string;
  query: QueryLike<T>;
  columns: readonly Column<R, F>[];
  state: TableState<F>;
  className?: string;
  toolbar?: ReactNode;
  emptyText?: ReactNode;
  /** Every page of the list, for a CSV of the whole of it. */
  allPages?: AllPages<T>;
}

/** A server-paged list of tasks (uploads, transcriptions), each row keyed by its id. */
export function TaskTable<T extends TaskPage<R>, R extends { id: number | string }, F extends string>({
  caption,
  query,
  columns,
  state,
  className,
  toolbar,
  emptyText,
  allPages,
}: TaskTableProps<T, R, F>) {
  return (
    <DataTable
      caption={caption}
      query={query}
      page={(data) => ({ items: data.items, total: data.meta.total, limit: data.meta.limit })}
      columns={columns}
      rowKey={(row) => row.id}
      state={state}
      csvName={caption}
      className={className}
      toolbar={toolbar}
      emptyText={emptyText}
      allPages={allPages}
    />
  );
}
