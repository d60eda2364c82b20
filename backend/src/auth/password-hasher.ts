import { Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';

/** Verified against when the email is unknown, so a miss costs as much time as a wrong password. */
const DECOY_HASH = '$argon2id$v=19$m=65536,t=3,p=4$c29tZS1zYWx0LXZhbHVl$y0r7U5mN7m9f2cX8pYJ1qk0m5Q9VhGQfJ3s2oV4d8xA';

/** argon2id with the library's defaults (64 MiB, 3 passes). */
@Injectable()
export class PasswordHasher {
  hash(password: string): Promise<string> {
    return argon2.hash(password, { type: argon2.argon2id });
  }

  async verify(hash: string | undefined, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash ?? DECOY_HASH, password);
    } catch {
      return false;
    }
  }
}
