import { idCodeField, registerForm } from '@shop/contracts/auth';
import { z } from 'zod';

/**
 * The registration form: the contract's fields plus the optional ID code of the cosmetologist or
 * distributor the client comes from (sent as `assign_to`; SPEC §8 names its errors `assignTo`).
 */
export const registrationForm = z.intersection(
  registerForm,
  z.object({ assignTo: z.union([z.literal(''), idCodeField]).optional() }),
);
export type RegistrationFormValues = z.input<typeof registrationForm>;
export type RegistrationFormOutput = z.output<typeof registrationForm>;
