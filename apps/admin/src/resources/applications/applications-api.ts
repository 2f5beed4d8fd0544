import type { Application, ApplicationLetter } from '@shop/contracts/staff-applications';
import { downloadBlob } from '../../api/http.ts';
import { staffApi } from '../../api/data-provider.ts';

/** The review's calls outside react-admin's CRUD shape (routes: docs/security.md, "Professional applications"). */
const base = '/v1/staff/professional-applications';

export const approveApplication = async (userId: number, userType: 'professional' | 'distributor') =>
  (await staffApi.post<{ data: Application }>(`${base}/${userId}/approve`, { user_type: userType })).data;

export const rejectApplication = async (userId: number, reason: string) =>
  (await staffApi.post<{ data: Application }>(`${base}/${userId}/reject`, { reason })).data;

/** The letter a decision would send; nothing is sent. */
export const previewLetter = async (userId: number, query: Record<string, string>) =>
  (await staffApi.get<{ data: ApplicationLetter }>(`${base}/${userId}/letter?${new URLSearchParams(query)}`)).data;

/** A document as the server typed it (PDF, JPEG, PNG; anything else arrives as bytes to download). */
export const fetchDocument = (userId: number, fileId: number) => downloadBlob(`${base}/${userId}/files/${fileId}`);
