/**
 * What resolvers hand to nested resolvers: a "view" of a stored object that carries the
 * publication state down (so relations resolved under LIVE hide drafts too) and, for union
 * members, its GraphQL type name.
 */
import { isPlainObject } from '../errors.ts';
import { PUBLISHED_AT, type ContentModel } from '../model.ts';
import { selectBounded, type Doc, type ListQuery, type Lookup } from '../query.ts';
import type { ContentStore } from '../store.ts';
import { andThen, type WorkBudget } from '../work-budget.ts';

export type PublicationState = 'LIVE' | 'PREVIEW';

export const STATE: unique symbol = Symbol('publicationState');
const TYPENAME: unique symbol = Symbol('typename');

export type View = Doc & { readonly [STATE]: PublicationState; readonly [TYPENAME]?: string };

export function publicationState(arg: unknown): PublicationState {
  return arg === 'PREVIEW' ? 'PREVIEW' : 'LIVE';
}

function makeView(data: Doc, state: PublicationState, typename?: string): View {
  return typename === undefined ? { ...data, [STATE]: state } : { ...data, [STATE]: state, [TYPENAME]: typename };
}

/** Narrows a resolver parent to a view; a parent without state is read as LIVE. */
export function asView(parent: unknown): View {
  if (isPlainObject(parent) && STATE in parent) return parent as View;
  return makeView(isPlainObject(parent) ? parent : {}, 'LIVE');
}

export function typenameOf(value: unknown): string | undefined {
  if (!isPlainObject(value)) return undefined;
  const hidden: unknown = (value as Partial<View>)[TYPENAME];
  if (typeof hidden === 'string') return hidden;
  const stored = value['__typename'];
  return typeof stored === 'string' ? stored : undefined;
}

/** Store access under one publication state: drafts are invisible under LIVE. */
export class StateReader implements Lookup {
  readonly state: PublicationState;
  private readonly store: ContentStore;
  private readonly model: ContentModel;

  constructor(store: ContentStore, state: PublicationState) {
    this.store = store;
    this.model = store.model;
    this.state = state;
  }

  visible(type: string, doc: Doc): boolean {
    if (this.state === 'PREVIEW') return true;
    const draftable = this.model.types.get(type)?.draftable ?? false;
    return !draftable || (doc[PUBLISHED_AT] !== null && doc[PUBLISHED_AT] !== undefined);
  }

  related(type: string, id: string): Doc | undefined {
    const doc = this.store.get(type, id);
    return doc && this.visible(type, doc) ? doc : undefined;
  }

  all(type: string): Doc[] {
    return this.store.all(type).filter((doc) => this.visible(type, doc));
  }

  single(type: string): Doc | undefined {
    const doc = this.store.single(type);
    return doc && this.visible(type, doc) ? doc : undefined;
  }

  /** The visible entries of a type, filtered, sorted and paged, as views; spends the request's work budget. */
  select(type: string, query: ListQuery, work: WorkBudget): View[] | Promise<View[]> {
    return andThen(selectBounded(this.all(type), query, this, work), (docs) => docs.map((doc) => this.view(doc, type)));
  }

  view(doc: Doc, typename?: string): View {
    return makeView(doc, this.state, typename);
  }
}
