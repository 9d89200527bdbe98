import { AddBoardScreen, EditBoardScreen } from '../../modules/boards/editor/BoardEditorScreens.tsx';

/** A school's board editors (`boards/add-…`, `boards/edit-…/:id`). */
export const AddTeamBoardPage = () => <AddBoardScreen kind="team" />;
export const EditTeamBoardPage = () => <EditBoardScreen kind="team" />;
export const AddCustomBoardPage = () => <AddBoardScreen kind="custom" />;
export const EditCustomBoardPage = () => <EditBoardScreen kind="custom" />;
