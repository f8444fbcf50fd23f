/**
 * `npm run cms -- --create-admin --username NAME --email EMAIL [--data DIR]` and
 * `npm run cms -- --create-user --role editor|administrator --username NAME --email EMAIL`:
 * add a confirmed local account to the data folder (seeding it first if it is new) and exit.
 * The password comes from the environment variable CMS_ADMIN_PASSWORD, or is asked for (twice,
 * not echoed) when the terminal is interactive; at least 10 characters.
 */
import type { ContentStore } from '../store.ts';
import { createAccount, isRoleType, type RoleType } from './accounts.ts';
import { passwordProblem } from './passwords.ts';

const PASSWORD_ENV = 'CMS_ADMIN_PASSWORD';

export interface AccountRequest {
  username: string;
  email: string;
  roleType: RoleType;
}

/** The account the flags ask for; throws a readable error for missing or bad flags. */
export function accountRequest(values: { 'create-admin'?: boolean; role?: string; username?: string; email?: string }): AccountRequest {
  const roleType = values['create-admin'] ? 'administrator' : values.role;
  if (!isRoleType(roleType) || roleType === 'public')
    throw new Error(`--role: expected editor or administrator, got "${values.role ?? ''}"`);
  if (!values.username) throw new Error('--username: required');
  if (!values.email) throw new Error('--email: required');
  return { username: values.username, email: values.email, roleType };
}

function promptHidden(question: string): Promise<string> {
  const { stdin, stdout } = process;
  stdout.write(question);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let value = '';
    const done = (): void => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      stdout.write('\n');
    };
    const onData = (chunk: string): void => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') {
          done();
          resolve(value);
          return;
        }
        if (ch === '\u0003' || ch === '\u0004') {
          done();
          reject(new Error('cancelled'));
          return;
        }
        value = ch === '\u007f' || ch === '\b' ? value.slice(0, -1) : value + ch;
      }
    };
    stdin.on('data', onData);
  });
}

async function readPassword(): Promise<string> {
  const fromEnv = process.env[PASSWORD_ENV];
  if (fromEnv) return fromEnv;
  if (!process.stdin.isTTY) throw new Error(`no password: set ${PASSWORD_ENV} (or run in an interactive terminal to be asked)`);
  const first = await promptHidden('Password (at least 10 characters): ');
  const problem = passwordProblem(first);
  if (problem) throw new Error(problem);
  if ((await promptHidden('Repeat the password: ')) !== first) throw new Error('the passwords differ');
  return first;
}

export async function createAccountFromCli(store: ContentStore, request: AccountRequest): Promise<string> {
  const password = await readPassword();
  const user = await createAccount(store, { ...request, password });
  return `created ${request.roleType} "${String(user['username'])}" (id ${String(user['id'])}, ${String(user['email'])}) in ${store.dataDir}`;
}
