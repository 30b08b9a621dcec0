import { object, string } from 'yup';

/** Message id of a missing SMS code. */
export const SMS_CODE_REQUIRED_KEY = 'sms.error.code.required';

/** The SMS code forms (3D authentication, account activation): the code is required. */
export const smsCodeSchema = object({
  code: string()
    .default('')
    .test('required', SMS_CODE_REQUIRED_KEY, (value) => value.trim() !== ''),
});
