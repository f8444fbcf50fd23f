/** The account roles (Public, Editor, Administrator). No users: accounts are made with `npm run cms -- --create-admin`. */
import { STANDARD_ROLES } from '../auth/accounts.ts';
import type { SeedBuilder } from './ids.ts';

export function addRoles(b: SeedBuilder): void {
  for (const role of STANDARD_ROLES) b.add('UsersPermissionsRole', role.type, { ...role });
}
