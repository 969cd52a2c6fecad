import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyNamed } from '../../src/components/lazyNamed';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

/** A module whose chunk is here once `arrive()` is called, and how often it was asked for. */
function chunk() {
  let arrive!: () => void;
  const arrived = new Promise<{ Greeting: typeof Greeting }>((resolve) => (arrive = () => resolve({ Greeting })));
  const asked = { times: 0 };
  return { load: () => (asked.times++, arrived), arrive, asked };
}

const inSuspense = (view: React.ReactNode) => <Suspense fallback={<p>Loading</p>}>{view}</Suspense>;

describe('lazyNamed', () => {
  it('shows the fallback until the chunk arrives, then the named export with its props', async () => {
    const { load, arrive } = chunk();
    const View = lazyNamed(load, 'Greeting');
    render(inSuspense(<View name="Alex" />));
    expect(screen.getByText('Loading')).toBeTruthy();
    arrive();
    expect(await screen.findByText('Hello Alex')).toBeTruthy();
  });

  it('renders at once, never suspending, once preload() has brought the chunk', async () => {
    const { load, arrive, asked } = chunk();
    const View = lazyNamed(load, 'Greeting');
    const preloaded = View.preload();
    arrive();
    await preloaded;
    render(inSuspense(<View name="Sam" />));
    // In the first render's output: React did not show the fallback (which it would hold for its 300 ms throttle).
    expect(screen.queryByText('Loading')).toBeNull();
    expect(screen.getByText('Hello Sam')).toBeTruthy();
    expect(asked.times).toBe(1);
  });

  it('asks for a chunk that failed to arrive again on the next preload', async () => {
    let fail = true;
    const View = lazyNamed(() => (fail ? Promise.reject(new Error('offline')) : Promise.resolve({ Greeting })), 'Greeting');
    await expect(View.preload()).rejects.toThrow('offline');
    fail = false;
    await View.preload();
    render(<View name="Kim" />);
    expect(screen.getByText('Hello Kim')).toBeTruthy();
  });
});
