import {
  ADMIN_USER_MESSAGES,
  adminChangeRefusal,
  parseAdminUserQuery,
  singleAdminWarning,
  validateAdminUserUpdate,
  validateNewAdminUser,
  validateProductGrant,
} from './admin-users';

const admin = (id: number) => ({ id, accessLevel: 5, accountStatus: 'active' });

describe('who may change an administrator', () => {
  it('nobody demotes, deactivates or deletes themself here', () => {
    expect(adminChangeRefusal({ actorId: 1, target: admin(1), change: { accessLevel: 4 }, activeAdmins: 3 })).toBe(ADMIN_USER_MESSAGES.selfDemote);
    expect(adminChangeRefusal({ actorId: 1, target: admin(1), change: { accountStatus: 'suspended' }, activeAdmins: 3 })).toBe(
      ADMIN_USER_MESSAGES.selfDemote,
    );
    expect(adminChangeRefusal({ actorId: 1, target: admin(1), change: 'delete', activeAdmins: 3 })).toBe(ADMIN_USER_MESSAGES.selfDelete);
    // Their own name or phone is theirs to change.
    expect(adminChangeRefusal({ actorId: 1, target: admin(1), change: { phone: '+47 400 00 000', accessLevel: 5 }, activeAdmins: 1 })).toBeNull();
  });

  it('the last active administrator is never demoted, deactivated or deleted', () => {
    for (const change of [{ accessLevel: 1 }, { accountStatus: 'inactive' as const }, 'delete' as const]) {
      expect(adminChangeRefusal({ actorId: 9, target: admin(2), change, activeAdmins: 1 })).toBe(ADMIN_USER_MESSAGES.lastAdmin);
      expect(adminChangeRefusal({ actorId: 9, target: admin(2), change, activeAdmins: 2 })).toBeNull();
    }
    // A suspended administrator is not one of the active ones the rule keeps.
    expect(
      adminChangeRefusal({ actorId: 9, target: { id: 2, accessLevel: 5, accountStatus: 'suspended' }, change: 'delete', activeAdmins: 1 }),
    ).toBeNull();
  });

  it('warns when one active administrator is all there is', () => {
    expect(singleAdminWarning(1)).toBe(ADMIN_USER_MESSAGES.singleAdmin);
    expect(singleAdminWarning(2)).toBeNull();
  });
});

describe('the admin user list query', () => {
  it('defaults to everyone, first page of 25', () => {
    expect(parseAdminUserQuery({})).toEqual({
      ok: true,
      value: { search: '', type: 'all', emailStatus: 'all', product: null, offset: 0, limit: 25 },
    });
  });

  it('reads the filters and _start/_end', () => {
    expect(parseAdminUserQuery({ q: ' kari ', type: 'test', emailStatus: 'unverified', _start: '50', _end: '75' })).toEqual({
      ok: true,
      value: { search: 'kari', type: 'test', emailStatus: 'unverified', product: null, offset: 50, limit: 25 },
    });
  });

  it('refuses what it does not know, and repeated parameters', () => {
    expect(parseAdminUserQuery({ type: 'bots' })).toEqual({ ok: false, message: ADMIN_USER_MESSAGES.badType });
    expect(parseAdminUserQuery({ emailStatus: 'x' })).toEqual({ ok: false, message: ADMIN_USER_MESSAGES.badEmailStatus });
    expect(parseAdminUserQuery({ product: 'auto' })).toMatchObject({ ok: true, value: { product: 'auto' } });
    expect(parseAdminUserQuery({ product: 'DROP TABLE' })).toEqual({ ok: false, message: ADMIN_USER_MESSAGES.badProduct });
    expect(parseAdminUserQuery({ _start: '0', _end: '101' })).toEqual({ ok: false, message: ADMIN_USER_MESSAGES.badPage });
    expect(parseAdminUserQuery({ q: ['a', 'b'] })).toEqual({ ok: false, message: ADMIN_USER_MESSAGES.searchTooLong });
  });
});

describe('an admin edit of a user', () => {
  it('takes each editable field and lets the shown read-only ones through unread', () => {
    const checked = validateAdminUserUpdate({
      id: 4,
      email: 'x@y.no',
      totalSpent: 10,
      accessLevel: 3,
      accountType: 1,
      phone: ' +47 912 34 567 ',
      firstName: ' Kari ',
    });
    expect(checked).toEqual({ ok: true, value: { accessLevel: 3, accountType: 1, phone: '+47 912 34 567', firstName: 'Kari' } });
  });

  it('names what is wrong', () => {
    expect(validateAdminUserUpdate({ accessLevel: 6 })).toEqual({ ok: false, message: ADMIN_USER_MESSAGES.badAccessLevel });
    expect(validateAdminUserUpdate({ accountType: 2 })).toEqual({ ok: false, message: ADMIN_USER_MESSAGES.badAccountType });
    expect(validateAdminUserUpdate({ preferredLanguage: 'sv' })).toEqual({ ok: false, message: ADMIN_USER_MESSAGES.badLanguage });
    expect(validateAdminUserUpdate({ emailVerified: 'yes' })).toEqual({ ok: false, message: ADMIN_USER_MESSAGES.badEmailVerified });
    expect(validateAdminUserUpdate({ password: 'x' })).toEqual({ ok: false, message: ADMIN_USER_MESSAGES.unknownField('password') });
  });
});

describe('a new user', () => {
  it('needs a password or the set-password mail, and lower-cases the address', () => {
    expect(validateNewAdminUser({ email: 'Ny@Example.no' })).toEqual({ ok: false, message: ADMIN_USER_MESSAGES.passwordOrMail });
    const mailed = validateNewAdminUser({ email: 'Ny@Example.no', sendPasswordMail: true, password: 'ignored' });
    expect(mailed).toMatchObject({
      ok: true,
      value: { email: 'ny@example.no', password: null, sendPasswordMail: true, accessLevel: 1, accountType: 0 },
    });
    expect(validateNewAdminUser({ email: 'not-an-address', password: 'x' })).toEqual({ ok: false, message: ADMIN_USER_MESSAGES.emailInvalid });
  });
});

describe('a product grant', () => {
  it('is a 30-day trial unless said otherwise', () => {
    expect(validateProductGrant(undefined)).toEqual({ ok: true, value: { subscriptionStatus: 'trial', trialDays: 30, planId: null } });
    expect(validateProductGrant({ subscriptionStatus: 'active', planId: 3 })).toEqual({
      ok: true,
      value: { subscriptionStatus: 'active', trialDays: 30, planId: 3 },
    });
    expect(validateProductGrant({ subscriptionStatus: 'expired' })).toEqual({ ok: false, message: ADMIN_USER_MESSAGES.badGrantStatus });
    expect(validateProductGrant({ trialDays: 366 })).toEqual({ ok: false, message: ADMIN_USER_MESSAGES.badTrialDays });
  });
});
