import type { SessionView, TotpEnrolment, TwoFactorChallenge } from 'contract';
import { Injectable } from '@nestjs/common';
import { AuthUser } from './access-token.service';
import { AccountProfiles } from './account-profiles';
import { AccountsService } from './accounts.service';
import { ChangePasswordDto } from './dto/change-password.dto';
import { SessionViews } from './session-view';
import { IssuedSession } from './sessions/sessions.service';
import { TwoFactorService } from './two-factor/two-factor.service';

export interface SignedIn {
  view: SessionView;
  session: IssuedSession;
}

/** What /api/auth answers with the account's profile: sign-in and its second step, /me and the password change. */
@Injectable()
export class AuthService {
  constructor(
    private readonly accounts: AccountsService,
    private readonly profiles: AccountProfiles,
    private readonly views: SessionViews,
    private readonly twoFactor: TwoFactorService,
  ) {}

  /**
   * Spec §4: sign-in updates last_active_at. Answers the challenge of the second step instead when
   * the account needs one; the step that issues the session touches last_active_at then.
   */
  async signIn(email: string, password: string): Promise<SignedIn | TwoFactorChallenge> {
    const outcome = await this.accounts.signIn(email, password);
    if ('challenge' in outcome) return outcome.challenge;
    return this.signedIn(outcome.account, outcome.session);
  }

  /** Sign-in's second step: a 6-digit code or a recovery code. */
  async completeTwoFactorSignIn(challenge: string, code: string): Promise<SignedIn> {
    const { account, session } = await this.twoFactor.completeSignIn(challenge, code);
    return this.signedIn(account, session);
  }

  startTwoFactorEnrolment(challenge: string): Promise<TotpEnrolment> {
    return this.twoFactor.startSignInEnrolment(challenge);
  }

  /** An admin's first sign-in ends with enrolment: the session, and the recovery codes to keep. */
  async completeTwoFactorEnrolment(challenge: string, code: string): Promise<SignedIn & { recoveryCodes: string[] }> {
    const { account, session, recoveryCodes } = await this.twoFactor.completeSignInEnrolment(challenge, code);
    return { ...(await this.signedIn(account, session)), recoveryCodes };
  }

  /** GET /api/auth/me for a valid token ('Not authenticated' once the account is gone). */
  async me(user: AuthUser): Promise<SessionView> {
    return this.views.of(await this.accounts.current(user));
  }

  /** The new password must not contain the profile's username. */
  async changePassword(user: AuthUser, body: ChangePasswordDto): Promise<void> {
    const username = await this.profiles.usernameOf(user.id);
    await this.accounts.changePassword(user, body.currentPassword, body.newPassword, body.confirmPassword, [username]);
  }

  private async signedIn(account: { id: string; email: string }, session: IssuedSession): Promise<SignedIn> {
    await this.profiles.touchLastActive(account.id);
    return { view: await this.views.of(account), session };
  }
}
