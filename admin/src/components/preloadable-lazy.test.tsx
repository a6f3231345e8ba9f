import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { preloadableLazy } from './preloadable-lazy';

function Greeting({ name }: { name: string }) {
  return <p>Hei {name}</p>;
}

describe('preloadableLazy', () => {
  it('shows the fallback while its module is on its way, then the component', async () => {
    const Page = preloadableLazy(async () => ({ default: Greeting }));
    render(
      <Suspense fallback={<p>Laster</p>}>
        <Page name="Kari" />
      </Suspense>,
    );
    expect(screen.getByText('Laster')).toBeTruthy();
    expect(await screen.findByText('Hei Kari')).toBeTruthy();
  });

  it('renders at once, without its fallback, once preloaded', async () => {
    let loads = 0;
    const Page = preloadableLazy(async () => {
      loads += 1;
      return { default: Greeting };
    });
    await Page.preload();
    await Page.preload();
    render(
      <Suspense fallback={<p>Laster</p>}>
        <Page name="Ola" />
      </Suspense>,
    );
    expect(screen.getByText('Hei Ola')).toBeTruthy();
    expect(screen.queryByText('Laster')).toBeNull();
    expect(loads).toBe(1);
  });

  it('asks for a module that failed to arrive again', async () => {
    let attempts = 0;
    const Page = preloadableLazy(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('chunk failed');
      return { default: Greeting };
    });
    await expect(Page.preload()).rejects.toThrow('chunk failed');
    await Page.preload();
    expect(attempts).toBe(2);
  });
});
