import type { TStudentImport, TStudentImportDetail } from '@ss/domain';
import { importErrorCount } from '@ss/domain/student-imports-shared';
import type { ImportWithUploader } from '../repositories/student-imports.repository.ts';

export function presentStudentImport(r: ImportWithUploader): TStudentImport {
  const i = r.imp;
  return {
    id: i.id,
    district_id: i.district_id,
    school_id: i.school_id,
    file_name: i.file_name,
    status: i.status,
    total_rows: i.total_rows,
    created_count: i.created_count,
    updated_count: i.updated_count,
    unchanged_count: i.unchanged_count,
    error_count: importErrorCount(i.errors),
    created_by: i.created_by && r.by_first !== null ? { id: i.created_by, first_name: r.by_first, last_name: r.by_last ?? '' } : null,
    created_at: i.created_at.toISOString(),
    finished_at: i.finished_at?.toISOString() ?? null,
  };
}

export function presentStudentImportDetail(r: ImportWithUploader): TStudentImportDetail {
  return { ...presentStudentImport(r), errors: r.imp.errors };
}
