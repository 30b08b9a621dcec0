import type { Language } from '../routing/language.ts';

/**
 * Events a use-case raises for the rest of the app (analytics, other stores, other tabs).
 * Use-cases return them in their outcomes; the web layer publishes them.
 */
export type DomainEvent =
  | { readonly kind: 'LOGIN'; readonly userId: number }
  | { readonly kind: 'LOGIN_FAILED'; readonly errorCode: number }
  | { readonly kind: 'LOGOUT'; readonly reason: 'user' | 'forced' | 'session-expired' | 'reality-check' }
  | { readonly kind: 'LANGUAGE_CHANGED'; readonly language: Language }
  | { readonly kind: 'KYC_CHANGED'; readonly kycVerified: 'VERIFIED' | 'NOT_VERIFIED' | 'WAITING_BO_USER' }
  | { readonly kind: 'ACCOUNT_STATUS_ACTIVATED' }
  | { readonly kind: 'REGISTRATION_COMPLETED'; readonly autoLogin: boolean }
  | { readonly kind: 'LIMITS_CHANGED_DECISION'; readonly confirmed: boolean; readonly data: unknown }
  | { readonly kind: 'FIRST_DEPOSIT'; readonly amount: number; readonly currency: string }
  | { readonly kind: 'REPEAT_DEPOSIT'; readonly amount: number; readonly currency: string };
