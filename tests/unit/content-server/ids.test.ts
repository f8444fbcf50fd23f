/**
 * New ids are never reused: the highest id a type has handed out is kept in the database, so an id
 * freed by a delete (also of the newest entry) is not given to the next entry, also after a restart.
 */
import { describe, expect, it } from 'vitest';
import { openContentStore } from '../../../scripts/content-server/server.ts';
import { nextId } from '../../../scripts/content-server/write/rows.ts';
import { tempDir } from './fixtures/fixture.ts';
import { startWriteServer, writeSeed } from './fixtures/write-fixture.ts';

const CREATE = `mutation($d: ProductInput) { createProduct(input: { data: $d }) { product { id } } }`;
const DELETE = `mutation($id: ID!) { deleteProduct(input: { where: { id: $id } }) { product { id } } }`;

describe('ids', () => {
  it('a deleted newest entry’s id is not handed out again, also after a restart', async () => {
    const w = await startWriteServer({}, ['editor']);
    let restarted: Awaited<ReturnType<typeof startWriteServer>> | undefined;
    try {
      const editor = await w.login('editor');
      const create = async (server: typeof w, token: string, name: string): Promise<string> => {
        const { body } = await server.gql(CREATE, { d: { productName: name } }, token);
        expect(body.errors).toBeUndefined();
        return (body.data?.['createProduct'] as { product: { id: string } }).product.id;
      };
      const first = await create(w, editor, 'First');
      expect(first).toBe('2');
      expect((await w.gql(DELETE, { id: first }, editor)).body.errors).toBeUndefined();
      expect(await create(w, editor, 'Second')).toBe('3');
      expect((await w.gql(DELETE, { id: '3' }, editor)).body.errors).toBeUndefined();
      await w.server.close();
      restarted = await startWriteServer({ dataDir: w.dataDir }, []);
      expect(await create(restarted, await restarted.login('editor'), 'Third')).toBe('4');
    } finally {
      await restarted?.close();
      await w.close();
    }
  }, 60_000);

  it('nextId reserves a block of ids inside one write', async () => {
    const { dir, cleanup } = tempDir('content-ids-test-');
    const { store } = await openContentStore({ dataDir: dir, seed: async () => writeSeed() });
    try {
      expect(store.write((db) => nextId(db, 'Product', 3))).toBe('2');
      expect(store.write((db) => nextId(db, 'Product'))).toBe('5');
      expect(store.write((db) => nextId(db, 'NewsArticle'))).toBe('2');
    } finally {
      store.close();
      cleanup();
    }
  });
});
