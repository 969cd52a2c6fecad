import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore, testDataProvider, useNotificationContext } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { useSortableList } from '../../src/components/dnd/useSortableList';

// The one hook behind every drag-ordered list (landing order, content blocks, media, portfolio
// properties): shown at once, sent in order, reconciled from the last answer only, reloaded
// with the spec's notice when refused.

interface Row {
  id: number;
  displayOrder: number;
}
const rows = (...ids: number[]): Row[] => ids.map((id, i) => ({ id, displayOrder: i + 1 }));
const ids = (list: Row[] | undefined) => list?.map((row) => row.id);
/** A promise and the means to settle it, for answers the test releases one at a time. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}
/** Moves the row at `from` to `to` and renumbers: the content blocks' rule. */
const plan = (list: Row[], from: number, to: number) => {
  const next = list.filter((_, i) => i !== from);
  next.splice(to, 0, list[from]);
  return { rows: next.map((row, i) => ({ ...row, displayOrder: i + 1 })), change: { id: list[from].id, to } };
};

function setUp(load: () => Promise<Row[]>, send: (change: { id: number; to: number }) => Promise<Row[]>) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AdminContext dataProvider={testDataProvider()} store={memoryStore()}>
      {children}
    </AdminContext>
  );
  return renderHook(
    () => ({
      list: useSortableList({ queryKey: ['rows'], load, plan, send, errorMessage: 'Failed to reorder. Please try again.' }),
      notifications: useNotificationContext().notifications,
    }),
    { wrapper },
  );
}

describe('useSortableList', () => {
  it('shows a move at once, sends moves one after another, and shows only the last answer', async () => {
    const answers = [deferred<Row[]>(), deferred<Row[]>()];
    const send = vi.fn((_change: { id: number; to: number }) => answers[send.mock.calls.length - 1].promise);
    const { result } = setUp(async () => rows(1, 2, 3), send);
    await waitFor(() => expect(ids(result.current.list.rows)).toEqual([1, 2, 3]));

    // Shown while the server has not answered (it answers only when the test says).
    act(() => result.current.list.move(2, 0));
    await waitFor(() => expect(ids(result.current.list.rows)).toEqual([3, 1, 2]));
    act(() => result.current.list.move(2, 1));
    await waitFor(() => expect(ids(result.current.list.rows)).toEqual([3, 2, 1]));
    // The second waits for the first: the server applies them in the order they were made.
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenLastCalledWith({ id: 3, to: 0 }, expect.anything());

    // The first answer knows nothing of the second move: the screen keeps what it shows.
    await act(async () => answers[0].resolve(rows(3, 1, 2)));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    expect(ids(result.current.list.rows)).toEqual([3, 2, 1]);
    expect(send).toHaveBeenLastCalledWith({ id: 2, to: 1 }, expect.anything());
    // Nothing said yet: the order the first answer kept is already gone.
    expect(result.current.notifications).toEqual([]);

    // The last answer is what the server kept, and is shown.
    await act(async () => answers[1].resolve(rows(3, 2, 1).map((row) => ({ ...row, displayOrder: row.displayOrder * 10 }))));
    await waitFor(() => expect(result.current.list.rows?.map((row) => row.displayOrder)).toEqual([10, 20, 30]));
    // Said once the new order is kept: once for the burst.
    await waitFor(() => expect(result.current.notifications.map((n) => n.message)).toEqual(['Order saved']));
  });

  it("a refused move says the spec's notice and reads the list again", async () => {
    const load = vi.fn(async () => rows(1, 2, 3));
    const { result } = setUp(load, () => Promise.reject(new Error('Boom')));
    await waitFor(() => expect(ids(result.current.list.rows)).toEqual([1, 2, 3]));
    expect(load).toHaveBeenCalledTimes(1);

    act(() => result.current.list.move(0, 2));
    await waitFor(() => expect(result.current.notifications.map((n) => n.message)).toEqual(['Failed to reorder. Please try again.']));
    expect(result.current.notifications.map((n) => n.message)).not.toContain('Order saved');
    await waitFor(() => expect(ids(result.current.list.rows)).toEqual([1, 2, 3]));
    expect(load).toHaveBeenCalledTimes(2);
  });
});
