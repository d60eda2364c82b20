import { Inject, Injectable } from '@nestjs/common';
import { toString as qrCodeSvg } from 'qrcode';
import type { TotpEnrolment } from 'contract';
import { EntityManager } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { SessionSecondFactor } from '../entities/session.entity';
import { SecretBox } from './secret-box';
import { newRecoveryCodes, newTotpSecret, normaliseRecoveryCode, otpauthUri, readSecondFactorCode, totpStepOf } from './totp';
import { TotpSecretRow, TwoFactorRepository } from './two-factor.repository';
import { AUTH_MESSAGES } from '../auth.messages';
import { appError, ErrorKind } from '../../common/errors/app.exception';

/**
 * An account's second factor: its TOTP secret (encrypted at rest) and recovery codes (hashed).
 * Knows nothing of sessions, passwords or rate limits; TwoFactorService puts those around it.
 */
@Injectable()
export class TotpCredentials {
  private readonly box: SecretBox;

  constructor(
    private readonly repository: TwoFactorRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.box = new SecretBox(config.jwtSecret);
  }

  async isEnabled(userId: string, manager?: EntityManager): Promise<boolean> {
    return !!(await this.repository.findSecret(userId, manager))?.confirmed_at;
  }

  enabledAmong(userIds: string[], manager?: EntityManager): Promise<Set<string>> {
    return this.repository.enabledAmong(userIds, manager);
  }

  /** A new secret waiting for its first code (any earlier unconfirmed one is replaced); 409 when two-factor sign-in is already on. */
  async startEnrolment(userId: string, email: string): Promise<TotpEnrolment> {
    const secret = newTotpSecret();
    if (!(await this.repository.savePendingSecret(userId, this.box.seal(userId, secret)))) {
      throw appError(ErrorKind.Conflict, AUTH_MESSAGES.twoFactorAlreadyOn);
    }
    const uri = otpauthUri(this.config.productName, email, secret);
    const svg = await qrCodeSvg(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
    return { secret, otpauthUri: uri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
  }

  /**
   * Turns the pending secret on with its first code, and answers the ten recovery codes, which are
   * never shown again. The code's step counts as used.
   */
  async confirmEnrolment(userId: string, input: string, manager: EntityManager): Promise<string[]> {
    const row = await this.repository.findSecret(userId, manager);
    if (row?.confirmed_at) throw appError(ErrorKind.Conflict, AUTH_MESSAGES.twoFactorAlreadyOn);
    if (!row) throw appError(ErrorKind.BadInput, AUTH_MESSAGES.twoFactorSetupNotStarted);
    const code = readSecondFactorCode(input);
    const step = code?.kind === 'totp' ? await this.stepOf(row, code.code) : null;
    if (step === null) throw appError(ErrorKind.BadInput, AUTH_MESSAGES.invalidCode);
    if (!(await this.repository.acceptStep(userId, step, true, manager))) throw appError(ErrorKind.BadInput, AUTH_MESSAGES.invalidCode);
    return this.replaceRecoveryCodes(userId, manager);
  }

  /**
   * Checks a 6-digit code or a recovery code of an account with two-factor sign-in on, and uses it
   * up: a step at or before the last accepted one, or a used recovery code, is refused. Refusals
   * are `refusal` (401 at sign-in, 400 when a signed-in user confirms a change). `recoveryCodes: false`
   * takes the authenticator's codes only. Run it in the transaction of what the code allows, so a
   * refusal after it leaves the code unused.
   */
  async use(
    userId: string,
    input: string,
    refusal: ErrorKind.Unauthenticated | ErrorKind.BadInput,
    manager?: EntityManager,
    { recoveryCodes = true }: { recoveryCodes?: boolean } = {},
  ): Promise<SessionSecondFactor> {
    const row = await this.repository.findSecret(userId, manager);
    if (!row?.confirmed_at) throw appError(ErrorKind.BadInput, AUTH_MESSAGES.twoFactorNotOn);
    const code = readSecondFactorCode(input);
    if (code?.kind === 'recovery') {
      if (!recoveryCodes) throw appError(refusal, AUTH_MESSAGES.authenticatorCodeRequired);
      const outcome = await this.repository.useRecoveryCode(userId, this.box.hash(userId, normaliseRecoveryCode(code.code)), manager);
      if (outcome === 'used') return 'recovery_code';
      throw appError(refusal, outcome === 'already_used' ? AUTH_MESSAGES.recoveryCodeUsed : AUTH_MESSAGES.invalidCode);
    }
    const step = code ? await this.stepOf(row, code.code) : null;
    if (step === null) throw appError(refusal, AUTH_MESSAGES.invalidCode);
    if (!(await this.repository.acceptStep(userId, step, false, manager))) throw appError(refusal, AUTH_MESSAGES.codeUsed);
    return 'totp';
  }

  async regenerateRecoveryCodes(userId: string, manager: EntityManager): Promise<string[]> {
    if (!(await this.isEnabled(userId, manager))) throw appError(ErrorKind.BadInput, AUTH_MESSAGES.twoFactorNotOn);
    return this.replaceRecoveryCodes(userId, manager);
  }

  /** For the owner's data export: on or off, since when, and how many recovery codes are left. */
  async exportState(userId: string): Promise<{ enabled: boolean; enabled_at: string | null; unused_recovery_codes: number }> {
    const confirmedAt = (await this.repository.findSecret(userId))?.confirmed_at ?? null;
    return {
      enabled: !!confirmedAt,
      enabled_at: confirmedAt && new Date(confirmedAt).toISOString(),
      unused_recovery_codes: confirmedAt ? await this.repository.countUnusedRecoveryCodes(userId) : 0,
    };
  }

  unusedRecoveryCodes(userId: string): Promise<number> {
    return this.repository.countUnusedRecoveryCodes(userId);
  }

  /** Turns two-factor sign-in off: the secret and every recovery code are deleted. */
  remove(userId: string, manager?: EntityManager): Promise<void> {
    return this.repository.deleteAll(userId, manager);
  }

  private async replaceRecoveryCodes(userId: string, manager: EntityManager): Promise<string[]> {
    const codes = newRecoveryCodes();
    await this.repository.replaceRecoveryCodes(userId, codes.map((code) => this.box.hash(userId, normaliseRecoveryCode(code))), manager);
    return codes;
  }

  private async stepOf(row: TotpSecretRow, code: string): Promise<number | null> {
    const secret = this.box.open(row.user_id, row.secret_ciphertext);
    // A secret sealed under another app secret (JWT_SECRET changed) cannot be read: no code matches it.
    return secret === null ? null : totpStepOf(secret, code);
  }
}
