import { useParams } from 'react-router';
import { BoardScreen } from '../../modules/boards/BoardScreen.tsx';
import { AddBoardScreen, EditBoardScreen } from '../../modules/boards/editor/BoardEditorScreens.tsx';

/** The district's board editors (`meetings/add-…`, `meetings/edit-…/:id`). */
export const AddDistrictSchoolsBoardPage = () => <AddBoardScreen kind="district_schools" />;
export const EditDistrictSchoolsBoardPage = () => <EditBoardScreen kind="district_schools" />;
export const AddDistrictStudentsBoardPage = () => <AddBoardScreen kind="district_students" />;
export const EditDistrictStudentsBoardPage = () => <EditBoardScreen kind="district_students" />;
export const AddIntegratedBoardPage = () => <AddBoardScreen kind="integrated" />;
export const EditIntegratedBoardPage = () => <EditBoardScreen kind="integrated" />;

/** A school's board opened by district staff (`board/school-board/:id`): read-only. */
export function DistrictSchoolBoardPage() {
  const id = Number(useParams().id);
  return <BoardScreen key={id} boardId={id} readOnly />;
}
