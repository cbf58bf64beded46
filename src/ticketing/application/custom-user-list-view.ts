import type { CustomUserList, ListSort } from '../domain/custom-user-lists.js';

/** Seed 001 §3: a private access list as the lists page shows it. */
export interface CustomUserListSummary {
  id: string;
  name: string;
  userCount: number;
  createdAt: string;
}

/** A list as its own page shows it. */
export interface CustomUserListView extends CustomUserListSummary {
  ownerId: string;
}

/** A stored list with how many addresses it has. */
export type CustomUserListRecord = CustomUserList & { userCount: number };

export interface CustomUserListFilter {
  ownerId: string;
  page: number;
  perPage: number;
  /** Part of the name, any case. */
  query?: string;
  /** Newest first without one. */
  sort?: ListSort;
  direction: 'asc' | 'desc';
}

export interface CustomUserListPage {
  data: CustomUserListSummary[];
  totalCount: number;
  page: number;
  perPage: number;
}

/** An address on a list, with the display name of the account signed in with it (null when there is none). */
export interface CustomUserListUserView {
  id: string;
  email: string;
  name: string | null;
}

export interface CustomUserListUserFilter {
  listId: string;
  page: number;
  perPage: number;
  /** Part of the e-mail, any case. */
  query?: string;
}

export interface CustomUserListUserPage {
  data: CustomUserListUserView[];
  totalCount: number;
  page: number;
  perPage: number;
}

export const customUserListSummary = (record: CustomUserListRecord): CustomUserListSummary => ({
  id: record.id,
  name: record.name,
  userCount: record.userCount,
  createdAt: record.createdAt.toISOString(),
});

export const customUserListView = (record: CustomUserListRecord): CustomUserListView => ({ ...customUserListSummary(record), ownerId: record.ownerId });
