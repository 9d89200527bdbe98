import { studentRoutes } from '../routes/students/students.routes.ts';
import { defineArea } from './area.ts';

/** The student roster: lists, records, pictures, teachers, bulk updates and lifecycle. */
export const studentsArea = defineArea({ name: 'students', routes: [studentRoutes] });
