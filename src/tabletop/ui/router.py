"""Scene navigation: a scene id and its request become a scene.

The scene classes are named here as "module:Class" strings and imported on first use, so
scenes open one another without importing one another (no import cycles).
"""

from __future__ import annotations

from tabletop.registry import load_object
from tabletop.ui.scene import Host, Scene
from tabletop.ui.scene_ids import LessonsRequest, Request, ResultsRequest, RulesRequest, SceneId, SetupRequest

SCENES: dict[SceneId, str] = {
    SceneId.MENU: "tabletop.ui.menu:MenuScene",
    SceneId.SETUP: "tabletop.ui.setup:SetupScene",
    SceneId.LOAD: "tabletop.ui.load:LoadScene",
    SceneId.RULES: "tabletop.ui.rules:RulesScene",
    SceneId.SETTINGS: "tabletop.ui.settings_scene:SettingsScene",
    SceneId.RESULTS: "tabletop.ui.results:ResultsScene",
    SceneId.LESSONS: "tabletop.lessons.ui.list_scene:LessonListScene",
    SceneId.WATCH: "tabletop.ui.watch_setup:WatchSetupScene",
}

# the request each screen takes; a screen missing here takes none
REQUESTS: dict[SceneId, type] = {
    SceneId.SETUP: SetupRequest,
    SceneId.RULES: RulesRequest,
    SceneId.RESULTS: ResultsRequest,
    SceneId.LESSONS: LessonsRequest,
}


def build(host: Host, scene_id: SceneId, request: Request | None = None) -> Scene:
    """The scene for `scene_id`, opened with `request` (a screen's default request when None)."""
    wanted = REQUESTS.get(scene_id)
    if wanted is None:
        if request is not None:
            raise TypeError(f"the {scene_id.value} screen takes no request, got {type(request).__name__}")
    else:
        if request is None:
            request = wanted()
        if not isinstance(request, wanted):
            raise TypeError(f"the {scene_id.value} screen takes a {wanted.__name__}, got {type(request).__name__}")
    scene_class: type[Scene] = load_object(SCENES[scene_id])
    return scene_class.from_request(host, request)
