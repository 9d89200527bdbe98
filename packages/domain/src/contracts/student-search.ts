// Contracts of this area (issue 4); see contracts/students.ts for the student record.
export {};
