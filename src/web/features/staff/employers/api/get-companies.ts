import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CompaniesForReviewPage } from '@domain/company-profile';
import type { CompanyVerificationStatus } from '@domain/jobs';
import { apiFetch } from '@web/lib/api';

export const COMPANIES_QUERY_KEY = ['staff', 'companies'] as const;
export const COMPANIES_PAGE_SIZE = 10;

export const companiesQuery = (status: CompanyVerificationStatus, page: number) =>
  queryOptions({
    queryKey: [...COMPANIES_QUERY_KEY, status, page],
    queryFn: () =>
      apiFetch<CompaniesForReviewPage>(
        `/api/v1/staff/companies?status=${status}&page=${page}&pageSize=${COMPANIES_PAGE_SIZE}`,
      ),
    placeholderData: keepPreviousData,
  });

export function useCompaniesForReview(status: CompanyVerificationStatus, page: number) {
  return useQuery(companiesQuery(status, page));
}
