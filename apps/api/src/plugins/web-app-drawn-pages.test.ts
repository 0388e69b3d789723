import { describe, expect, it } from 'vitest';
import { DrawnPages } from './web-app-drawn-pages';

function counter() {
  let drawings = 0;
  return {
    draw: (html: string) => () => {
      drawings += 1;
      return Promise.resolve(html);
    },
    get count() {
      return drawings;
    },
  };
}

describe('drawn pages', () => {
  it('a page drawn from the same answers is reused while it is young', async () => {
    let now = 1_000;
    const pages = new DrawnPages(10_000, 10, () => now);
    const drawn = counter();

    expect(await pages.draw('/', 'answers-a', drawn.draw('first'))).toBe('first');
    now += 9_999;
    expect(await pages.draw('/', 'answers-a', drawn.draw('second'))).toBe('first');
    expect(drawn.count).toBe(1);

    now += 1;
    expect(await pages.draw('/', 'answers-a', drawn.draw('third'))).toBe('third');
    expect(drawn.count).toBe(2);
  });

  it('other answers (the catalogue changed) or another page are drawn afresh', async () => {
    const pages = new DrawnPages(10_000, 10, () => 0);
    const drawn = counter();
    await pages.draw('/', 'answers-a', drawn.draw('a'));
    expect(await pages.draw('/', 'answers-b', drawn.draw('b'))).toBe('b');
    expect(await pages.draw('/events', 'answers-b', drawn.draw('list'))).toBe('list');
    expect(drawn.count).toBe(3);
  });

  it('requests arriving together share one drawing; a failed drawing is not kept', async () => {
    const pages = new DrawnPages(10_000, 10, () => 0);
    const drawn = counter();
    const [one, two] = await Promise.all([
      pages.draw('/', 'a', drawn.draw('page')),
      pages.draw('/', 'a', drawn.draw('page again')),
    ]);
    expect([one, two, drawn.count]).toEqual(['page', 'page', 1]);

    await expect(pages.draw('/events', 'a', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await pages.draw('/events', 'a', drawn.draw('list'))).toBe('list');
  });

  it('keeps at most the given number of pages, dropping the oldest', async () => {
    const pages = new DrawnPages(10_000, 2, () => 0);
    const drawn = counter();
    await pages.draw('/1', 'a', drawn.draw('1'));
    await pages.draw('/2', 'a', drawn.draw('2'));
    await pages.draw('/3', 'a', drawn.draw('3'));
    await pages.draw('/3', 'a', drawn.draw('3 again'));
    await pages.draw('/1', 'a', drawn.draw('1 again'));
    expect(drawn.count).toBe(4);
  });
});
